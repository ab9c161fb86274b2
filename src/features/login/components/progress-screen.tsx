import { Spinner } from '../../../core/ui/spinner';
import { useLoginStyles } from './login-styles';

/** Signing in from an auth link, or opening the account once signed in. */
export function ProgressScreen({ label }: { label: string }) {
  const styles = useLoginStyles();
  return (
    <div className={styles.centered}>
      <Spinner label={label} size="large" />
      <p aria-hidden="true">{label}</p>
    </div>
  );
}
