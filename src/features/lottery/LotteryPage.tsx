import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LotteryKind } from '../../app/route-rules';
import { ComingSoon, PageFrame } from '../../ui/PageFrame';

const titles: Record<LotteryKind, MessageDescriptor> = {
  lottery: msg`Lottery`,
  sea: msg`Southeast Asia lottery`,
  vn: msg`Vietnam lottery`,
};

/** The lottery pages (token required; the guard sits in the router). Draws arrive with the lottery feature. */
export default function LotteryPage({ kind }: { kind: LotteryKind }) {
  const { i18n } = useLingui();
  return (
    <PageFrame title={i18n._(titles[kind])} icon="LOTT" testId="lottery-page">
      <ComingSoon />
    </PageFrame>
  );
}
