import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HelpSectionName } from './help-api';

export const sectionLabels: Record<HelpSectionName, MessageDescriptor> = {
  account: msg`Account`,
  deposits: msg`Deposits`,
  withdrawals: msg`Withdrawals`,
  security: msg`Security`,
  app: msg`The lite app`,
  faq: msg`Frequently asked questions`,
};
