import { useEffect, useState } from 'react';
import type { OpsConversation, OpsMemberMoney, OpsMemberTickets } from '../../../contract/chat/schemas';
import * as api from './console-api';

/** The member's latest money movements and feedback tickets, read once per open chat. */
export function useMemberRecords(chat: OpsConversation, onError: (err: unknown) => void) {
  const [money, setMoney] = useState<OpsMemberMoney | null>(null);
  const [tickets, setTickets] = useState<OpsMemberTickets | null>(null);
  useEffect(() => {
    api.getMoney(chat.id).then(setMoney).catch(onError);
    // A guest has no account, hence no tickets: no call.
    if (chat.account) api.getTickets(chat.id).then(setTickets).catch(onError);
  }, [chat.id, chat.account, onError]);
  return { money, tickets };
}
