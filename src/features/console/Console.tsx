import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { SupportHours } from '../../../contract/chat/schemas';
import { Button } from '../../ui/Button';
import * as api from './console-api';
import { ChatPane } from './ChatPane';
import { shownName } from './console-format';
import { HoursForm } from './HoursForm';
import { QueueList } from './QueueList';
import { useConsoleQueue } from './use-console-queue';

/**
 * The signed-in console: a head (operator, support hours, sign out), the queue and the open chat
 * side by side. On a phone `data-view` shows one pane at a time (console.css).
 */
export function Console({ onSignOut }: { onSignOut: () => void }) {
  const { tab, setTab, queue, error, version, typingPing, fail, loadQueue } = useConsoleQueue(onSignOut);
  const [selected, setSelected] = useState<number | null>(null);
  const [hours, setHours] = useState<SupportHours | null>(null);
  const [editing, setEditing] = useState(false);

  const chat = queue?.list.find((c) => c.id === selected) ?? null;
  return (
    <main className="console" data-testid="console" data-view={selected ? 'chat' : 'queue'}>
      <header className="console-head">
        <h1>
          <Trans>Customer service console</Trans>
        </h1>
        <span className="muted" data-testid="console-operator">
          {queue ? shownName(queue.operator) : null}
        </span>
        <Button
          variant="outline"
          small
          onClick={() => {
            void api
              .getHours()
              .then((h) => {
                setHours(h);
                setEditing(true);
              })
              .catch(fail);
          }}
        >
          <Trans>Support hours</Trans>
        </Button>
        <Button
          variant="outline"
          small
          onClick={() => {
            api.saveOperatorKey(null);
            onSignOut();
          }}
        >
          <Trans>Sign out</Trans>
        </Button>
      </header>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="console-body">
        <QueueList tab={tab} onTab={setTab} queue={queue} selected={selected} onSelect={setSelected} />
        {chat && queue ? (
          <ChatPane
            key={chat.id}
            chat={chat}
            me={queue.operator}
            version={version}
            typingPing={typingPing}
            onBack={() => setSelected(null)}
            onChanged={loadQueue}
            onError={fail}
          />
        ) : (
          <section className="console-chat console-placeholder">
            <p className="muted">
              <Trans>Choose a chat from the queue.</Trans>
            </p>
          </section>
        )}
      </div>
      {editing && hours ? <HoursForm hours={hours} onDone={() => setEditing(false)} /> : null}
    </main>
  );
}
