import { describe, expect, it } from 'vitest';
import { toDomainLines } from './domain-lines';

describe('toDomainLines', () => {
  it('keeps the visitor scheme and port', () => {
    expect(toDomainLines(['localhost', '127.0.0.1'], 'http://localhost:8080/wps/system/domainRoute')).toEqual(
      [
        { domainName: 'localhost', url: 'http://localhost:8080' },
        { domainName: '127.0.0.1', url: 'http://127.0.0.1:8080' },
      ],
    );
  });

  it('leaves a default port off and keeps a line that names its own port', () => {
    expect(toDomainLines(['a.example', 'b.example:9000'], 'https://a.example/x')).toEqual([
      { domainName: 'a.example', url: 'https://a.example' },
      { domainName: 'b.example:9000', url: 'https://b.example:9000' },
    ]);
  });

  it('uses at most five lines', () => {
    expect(toDomainLines(['a', 'b', 'c', 'd', 'e', 'f'], 'http://a/')).toHaveLength(5);
  });
});
