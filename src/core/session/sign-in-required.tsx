import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card, type CardWidth } from '../ui/card';
import { useGoToLogin } from './use-require-session';

export interface SignInRequiredProps {
  /** The id of the heading, which names the card. */
  titleId: string;
  title: string;
  /** Why the screen is not shown. */
  message: string;
  /** The label of the button that opens the login screen. */
  action: string;
  /** The card's part names. */
  part?: string;
  /** The heading's part names. */
  titlePart?: string;
  width?: CardWidth;
}

/** What a screen for signed-in users shows to a visitor without a session: a way to sign in. */
export function SignInRequired({ titleId, title, message, action, part = 'card', titlePart, width }: SignInRequiredProps) {
  const goToLogin = useGoToLogin();
  return (
    <Card part={part} labelledBy={titleId} width={width}>
      <h2 id={titleId} part={titlePart}>
        {title}
      </h2>
      <Alert tone="info">{message}</Alert>
      <Button variant="secondary" onClick={() => goToLogin()}>
        {action}
      </Button>
    </Card>
  );
}
