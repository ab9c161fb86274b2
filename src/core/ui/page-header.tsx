import { css, defineStyles, useSheet } from '../theme/define-styles';
import { Button } from './button';

const styles = defineStyles({
  bar: css`
    display: flex;
    flex-wrap: wrap;
    gap: var(--rx-space);
    align-items: center;
    justify-content: space-between;
    margin: 0 0 calc(var(--rx-space) * 2);
    & h2 {
      margin: 0;
    }
  `,
});

export interface PageHeaderProps {
  /** The heading's id, which names the page's card. */
  titleId: string;
  title: string;
  backLabel: string;
  onBack: () => void;
}

/** A page's top line: its heading, and at the end of the line the button back. */
export function PageHeader({ titleId, title, backLabel, onBack }: PageHeaderProps) {
  const { bar } = useSheet(styles);
  return (
    <div className={bar}>
      <h2 id={titleId} part="title">
        {title}
      </h2>
      <Button variant="secondary" part="button back-button" onClick={onBack}>
        {backLabel}
      </Button>
    </div>
  );
}
