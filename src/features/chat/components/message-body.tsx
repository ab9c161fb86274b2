import { useSheet } from '../../../core/theme/define-styles';
import { linkify } from '../model/linkify';
import { chatStyles } from './chat.styles';

/** A message body as text; only http(s) addresses become links, opened in a new tab. */
export function MessageBody({ body }: { body: string }) {
  const styles = useSheet(chatStyles);
  return (
    <>
      {linkify(body).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <a key={index} className={styles.link} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ),
      )}
    </>
  );
}
