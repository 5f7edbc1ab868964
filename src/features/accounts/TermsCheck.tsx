import { useId } from 'react';
import { Trans } from '@lingui/react/macro';

/** The "over 18 and agree to the terms" box every sign-up needs, with its own error line. */
export function TermsCheck(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  missing: boolean;
}) {
  const termsId = useId();
  const { missing } = props;
  return (
    <div>
      <label className="check" htmlFor={termsId}>
        <input
          id={termsId}
          type="checkbox"
          checked={props.checked}
          data-testid="register-terms"
          onChange={(e) => props.onChange(e.target.checked)}
          aria-invalid={missing ? true : undefined}
        />
        <span>
          <Trans>
            I am over 18 and agree to the{' '}
            <a href="/help#term" target="_blank" rel="noopener">
              terms and conditions
            </a>
            .
          </Trans>
        </span>
      </label>
      {missing ? (
        <p className="field-error" data-testid="register-terms-error">
          <Trans>Please agree to the terms and conditions.</Trans>
        </p>
      ) : null}
    </div>
  );
}
