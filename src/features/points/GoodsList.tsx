import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { showToast } from '../../lib/dialogs';
import { errorText } from '../../lib/errors';
import { OfferCard, OfferNote } from '../../ui/OfferCard';
import { PaymentPasswordField, SubmitRow, TextField } from '../../ui/form/fields';
import { requireMember } from '../accounts/guards';
import { refreshBalance } from '../wallet/balance';
import { formatMoney, newRequestId } from '../wallet/money';
import {
  DELIVERY_ADDRESS_MAX,
  DELIVERY_NAME_MAX,
  DELIVERY_PHONE_MAX,
} from '../../../contract/points/constants';
import { formatPoints } from './points-labels';
import { redeemGoods, type Goods } from './points-api';
import { Button } from '../../ui/Button';

const goodsIcon = { cash: 'wallet', physical: 'gift', wheel_ticket: 'wheel', egg_ticket: 'egg' } as const;

/** Ticket goods: what the ticket is for and where it is played. */
function TicketNote({ kind }: { kind: 'wheel_ticket' | 'egg_ticket' }) {
  return (
    <OfferNote>
      {kind === 'wheel_ticket' ? (
        <Trans>
          One spin of the <Link href="/luckyWheel">prize wheel</Link>
        </Trans>
      ) : (
        <Trans>
          One smash of the <Link href="/goldenEgg">golden egg</Link>
        </Trans>
      )}
    </OfferNote>
  );
}

/** The goods, each with what it costs, what it gives, its stock and limit, and its redeem button. */
export function GoodsList({
  goods,
  points,
  onRedeemed,
}: {
  goods: Goods[];
  points: string | null;
  onRedeemed: () => void;
}) {
  const [open, setOpen] = useState<number | null>(null);
  if (goods.length === 0)
    return (
      <p className="list-empty">
        <Trans>No goods to redeem right now.</Trans>
      </p>
    );
  return (
    <ul className="offer-list">
      {goods.map((g) => (
        <GoodsCard
          key={g.id}
          g={g}
          points={points}
          onRedeem={() => (requireMember() ? setOpen(g.id) : null)}
          form={
            open === g.id ? (
              <RedeemForm
                g={g}
                onCancel={() => setOpen(null)}
                onDone={() => {
                  setOpen(null);
                  onRedeemed();
                }}
              />
            ) : null
          }
        />
      ))}
    </ul>
  );
}

function GoodsCard({
  g,
  points,
  onRedeem,
  form,
}: {
  g: Goods;
  points: string | null;
  onRedeem: () => void;
  form: ReactNode;
}) {
  const { i18n } = useLingui();
  const price = formatPoints(g.pricePoints, i18n.locale);
  const stock = formatPoints(g.stock, i18n.locale);
  const short = points !== null && BigInt(points) < BigInt(g.pricePoints);
  const limitHit = g.perMemberLimit !== null && g.redeemed !== null && g.redeemed >= g.perMemberLimit;
  const soldOut = g.stock === 0;
  const redeemed = g.redeemed ?? 0;
  const limit = g.perMemberLimit;
  return (
    <OfferCard
      data={{ 'data-testid': 'goods', 'data-id': g.id, 'data-kind': g.kind }}
      art={{ icon: goodsIcon[g.kind] }}
      title={g.name}
      amount={<Trans>{price} points</Trans>}
      amountTestId="goods-price"
      action={
        <Button
          variant="primary"
          onClick={onRedeem}
          disabled={soldOut || limitHit || short}
          data-testid="goods-redeem"
        >
          {soldOut ? (
            <Trans>Sold out</Trans>
          ) : limitHit ? (
            <Trans>Limit reached</Trans>
          ) : (
            <Trans>Redeem</Trans>
          )}
        </Button>
      }
      footer={form}
    >
      {g.kind === 'cash' && g.cashAmount ? (
        <OfferNote>
          {g.wageringMultiple ? (
            <Trans>
              {formatMoney(g.cashAmount)} to your main wallet; wager it {g.wageringMultiple}× before you
              withdraw it
            </Trans>
          ) : (
            <Trans>{formatMoney(g.cashAmount)} to your main wallet</Trans>
          )}
        </OfferNote>
      ) : null}
      {g.kind === 'wheel_ticket' || g.kind === 'egg_ticket' ? <TicketNote kind={g.kind} /> : null}
      {g.description ? <OfferNote>{g.description}</OfferNote> : null}
      <OfferNote testId="goods-stock">
        <Trans>{stock} left</Trans>
        {limit !== null ? (
          <>
            {' · '}
            <Trans>
              {redeemed} of {limit} per member
            </Trans>
          </>
        ) : null}
      </OfferNote>
    </OfferCard>
  );
}

/**
 * Redeem one piece: the payment password (spec: redeem is password-checked) and, for physical
 * goods, where to deliver. The request id is kept until the server accepted it, so a retry after
 * a lost answer redeems once.
 */
function RedeemForm({ g, onCancel, onDone }: { g: Goods; onCancel: () => void; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const [password, setPassword] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const requestId = useRef(newRequestId());
  const physical = g.kind === 'physical';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (physical && (name.trim().length < 2 || phone.trim().length < 8 || address.trim().length < 8))
      return setError(t`Please enter the name, phone number and address for delivery.`);
    if (!password) return setError(t`Please enter your payment password.`);
    setBusy(true);
    setError(null);
    try {
      const r = await redeemGoods({
        goodsId: g.id,
        quantity: 1,
        paymentPassword: password,
        requestId: requestId.current,
        ...(physical
          ? { delivery: { name: name.trim(), phone: phone.trim(), address: address.trim() } }
          : {}),
      });
      requestId.current = newRequestId();
      const left = formatPoints(r.points, i18n.locale);
      const ticket = g.kind === 'wheel_ticket' || g.kind === 'egg_ticket';
      showToast(
        ticket ? (
          <Trans>Ticket added. {left} points left.</Trans>
        ) : r.redemption.cashAmount ? (
          <Trans>
            {formatMoney(r.redemption.cashAmount)} added to your balance. {left} points left.
          </Trans>
        ) : (
          <Trans>Redeemed: we will review it and deliver. {left} points left.</Trans>
        ),
      );
      void refreshBalance();
      onDone();
    } catch (err) {
      setError(errorText(i18n, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="points-form" onSubmit={(e) => void submit(e)} noValidate data-testid="redeem-form">
      {physical ? (
        <>
          <TextField
            label={<Trans>Recipient name</Trans>}
            value={name}
            onChange={setName}
            required
            maxLength={DELIVERY_NAME_MAX}
            testId="redeem-name"
          />
          <TextField
            label={<Trans>Phone number</Trans>}
            value={phone}
            onChange={setPhone}
            inputMode="tel"
            required
            maxLength={DELIVERY_PHONE_MAX}
            testId="redeem-phone"
          />
          <TextField
            label={<Trans>Delivery address</Trans>}
            value={address}
            onChange={setAddress}
            required
            maxLength={DELIVERY_ADDRESS_MAX}
            testId="redeem-address"
          />
        </>
      ) : null}
      <PaymentPasswordField value={password} onChange={setPassword} testId="redeem-password" />
      <SubmitRow error={error} disabled={busy} testId="redeem-submit">
        <Trans>Redeem for {formatPoints(g.pricePoints, i18n.locale)} points</Trans>
      </SubmitRow>
      <Button variant="outline" block onClick={onCancel} data-testid="redeem-cancel">
        <Trans>Cancel</Trans>
      </Button>
    </form>
  );
}
