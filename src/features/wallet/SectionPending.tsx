import { FormError } from '../../ui/form/fields';

/** A cashier section before its first data: the load error, else a spinner. */
export function SectionPending({ error }: { error: string | null }) {
  if (error) return <FormError>{error}</FormError>;
  return (
    <div className="member-loading" role="status">
      <span className="spinner" />
    </div>
  );
}
