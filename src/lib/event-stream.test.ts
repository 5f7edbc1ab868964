import { describe, expect, it } from 'vitest';
import { createEventParser, type StreamEvent } from './event-stream';

describe('event stream parser', () => {
  it('joins events split across chunks and skips comments', () => {
    const got: StreamEvent[] = [];
    const feed = createEventParser((e) => got.push(e));
    feed('retry: 2000\n: open\n\nid: 7\nevent: mess');
    feed('age\ndata: {"a":1}\n\n: hb\n\n');
    feed('id: 8\r\nevent: message\r\ndata: x\r\ndata: y\r\n\r\n');
    expect(got).toEqual([
      { id: '7', event: 'message', data: '{"a":1}' },
      { id: '8', event: 'message', data: 'x\ny' },
    ]);
  });
});
