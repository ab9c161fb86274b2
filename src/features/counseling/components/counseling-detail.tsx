import { useId, useState } from 'react';
import type { CounselingEvent, CounselingOption } from '../../../domain/medication/counseling.schema';
import { useSheet } from '../../../core/theme/define-styles';
import { responseLines } from '../model/counseling-list';
import { counselingStyles } from './counseling.styles';

/** The portal prompt and the options; each heading expands to its multi-line response. */
export function CounselingDetail({ event }: { event: CounselingEvent }) {
  const styles = useSheet(counselingStyles);
  return (
    <div part="detail">
      <p className={styles.prompt} part="prompt">
        {event.portalPrompt}
      </p>
      {event.options.map((option, index) => (
        <CounselingOptionPanel key={`${index}:${option.content}`} option={option} />
      ))}
    </div>
  );
}

function CounselingOptionPanel({ option }: { option: CounselingOption }) {
  const styles = useSheet(counselingStyles);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleId = useId();
  return (
    <div className={styles.option} part="option">
      <h3>
        <button type="button" id={toggleId} className={styles.optionToggle} part="option-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <span>{option.content}</span>
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </h3>
      <div id={panelId} className={styles.response} part="response" hidden={!open} aria-labelledby={toggleId} role="region">
        {responseLines(option.response).map((line, index) => (
          <p key={index}>{line}</p>
        ))}
      </div>
    </div>
  );
}
