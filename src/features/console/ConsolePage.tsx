import { useState } from 'react';
import { TopBar } from '../layout/TopBar';
import * as api from './console-api';
import { Console } from './Console';
import { SignIn } from './SignIn';
import '../layout/layout.css';
import '../chat/chat.css';
import '../../ui/list.css';
import './console.css';

/**
 * The customer-service console (decision 039): its own sign-in by operator key, the queue of
 * chats, claim, answer, close, and the member's latest deposits, withdrawals and feedback tickets
 * beside the chat.
 * A lazy route outside the lobby layout, like the agent pages; its panes are files beside this one.
 */
export default function ConsolePage() {
  const [key, setKey] = useState(api.operatorKey());
  return (
    <div className="console-shell">
      <TopBar />
      {key ? (
        <Console onSignOut={() => setKey(null)} />
      ) : (
        <SignIn onSignedIn={() => setKey(api.operatorKey())} />
      )}
    </div>
  );
}
