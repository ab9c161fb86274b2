import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { Checkbox } from '../../../src/core/ui/checkbox';
import { DatePicker } from '../../../src/core/ui/date-picker';
import { RadioGroup } from '../../../src/core/ui/radio-group';
import { Select } from '../../../src/core/ui/select';
import { TextField } from '../../../src/core/ui/text-field';
import { getByLabel, renderInShadow, type ShadowRender } from './render-in-shadow';

function setValue(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function describedText(root: ShadowRoot, el: Element): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent ?? `<missing ${id}>`)
    .join(' | ');
}

describe('TextField', () => {
  let view: ShadowRender | undefined;
  afterEach(() => view?.cleanup());

  it('is found by its label, with hint and error tied through aria-describedby', async () => {
    view = renderInShadow(
      <TextField label="Email" hint="We never share it" error="Enter a valid email" type="email" autoComplete="email" inputMode="email" required />,
    );
    const input = getByLabel<HTMLInputElement>(view.root, 'Email');
    expect(input.tagName).to.equal('INPUT');
    expect(input.type).to.equal('email');
    expect(input.getAttribute('autocomplete')).to.equal('email');
    expect(input.getAttribute('inputmode')).to.equal('email');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(describedText(view.root, input)).to.equal('We never share it | Enter a valid email');
    expect(getComputedStyle(input).borderTopColor).to.equal('rgb(179, 38, 30)');
    await expect(view.host).to.be.accessible();
  });

  it('is not invalid without an error, and forwards its ref', () => {
    let node: HTMLInputElement | null = null;
    view = renderInShadow(<TextField label="Name" ref={(el) => void (node = el)} />);
    const input = getByLabel<HTMLInputElement>(view.root, 'Name');
    expect(node).to.equal(input);
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(input.hasAttribute('aria-describedby')).to.equal(false);
  });

  it('renders a textarea when multiline and reports changes', () => {
    const values: string[] = [];
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextField
          multiline
          label="Message"
          value={value}
          onValueChange={(next) => {
            values.push(next);
            setValue(next);
          }}
        />
      );
    }
    view = renderInShadow(<Controlled />);
    const area = getByLabel<HTMLTextAreaElement>(view.root, 'Message');
    expect(area.tagName).to.equal('TEXTAREA');
    setValue(area, 'hello');
    expect(values).to.deep.equal(['hello']);
    expect(area.value).to.equal('hello');
  });

  it("gives the control the control's attributes and keeps its own props (label, hint, class, multiline, rows, type) apart", () => {
    const changes: string[] = [];
    view = renderInShadow(
      <>
        <TextField
          label="Code"
          hint="Six digits"
          className="outer"
          name="code"
          placeholder="123456"
          maxLength={6}
          minLength={6}
          readOnly
          onChange={(event) => changes.push(`change ${event.currentTarget.value}`)}
          onValueChange={(value) => changes.push(`value ${value}`)}
        />
        <TextField multiline label="Note" name="note" disabled />
      </>,
    );
    const input = getByLabel<HTMLInputElement>(view.root, 'Code');
    expect([...input.attributes].map((attribute) => attribute.name).sort()).to.deep.equal(
      ['aria-describedby', 'class', 'id', 'maxlength', 'minlength', 'name', 'part', 'placeholder', 'readonly', 'type'],
    );
    expect(input.type).to.equal('text');
    expect(input.closest('[part=field]')!.classList.contains('outer')).to.equal(true);
    setValue(input, '42');
    expect(changes).to.deep.equal(['change 42', 'value 42']);
    const area = getByLabel<HTMLTextAreaElement>(view.root, 'Note');
    expect([...area.attributes].map((attribute) => attribute.name).sort()).to.deep.equal(['class', 'disabled', 'id', 'name', 'part', 'rows']);
    expect(area.rows).to.equal(4);
  });
});

describe('Select', () => {
  let view: ShadowRender | undefined;
  afterEach(() => view?.cleanup());

  it('labels a native select and describes it with its error', async () => {
    let chosen = '';
    view = renderInShadow(
      <Select
        label="State"
        placeholder="Choose a state"
        hint="Where you live"
        error="Choose a state"
        options={[
          { value: 'CA', label: 'California' },
          { value: 'NY', label: 'New York' },
        ]}
        onChange={(value) => (chosen = value)}
      />,
    );
    const select = getByLabel<HTMLSelectElement>(view.root, 'State');
    expect(select.tagName).to.equal('SELECT');
    expect(select.options.length).to.equal(3);
    expect(select.getAttribute('aria-invalid')).to.equal('true');
    expect(describedText(view.root, select)).to.equal('Where you live | Choose a state');
    select.value = 'NY';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(chosen).to.equal('NY');
    await expect(view.host).to.be.accessible();
  });
});

describe('Checkbox', () => {
  let view: ShadowRender | undefined;
  afterEach(() => view?.cleanup());

  it('toggles through its label and exposes its error', async () => {
    const seen: boolean[] = [];
    view = renderInShadow(<Checkbox label="I accept the terms" error="You must accept the terms" onChange={(c) => seen.push(c)} />);
    const box = getByLabel<HTMLInputElement>(view.root, 'I accept the terms');
    expect(box.type).to.equal('checkbox');
    expect(box.getAttribute('aria-invalid')).to.equal('true');
    expect(describedText(view.root, box)).to.equal('You must accept the terms');
    view.root.querySelector('label')!.click();
    expect(seen).to.deep.equal([true]);
    await expect(view.host).to.be.accessible();
  });
});

describe('RadioGroup', () => {
  let view: ShadowRender | undefined;
  afterEach(() => view?.cleanup());

  it('groups native radios under a legend and reports the choice', async () => {
    const seen: string[] = [];
    view = renderInShadow(
      <RadioGroup
        legend="Delivery"
        error="Choose a delivery method"
        options={[
          { value: 'ship', label: 'Ship to me' },
          { value: 'pickup', label: 'Pick up', hint: 'At your pharmacy' },
        ]}
        onChange={(v) => seen.push(v)}
      />,
    );
    const group = view.root.querySelector('fieldset')!;
    expect(group.getAttribute('role')).to.equal('radiogroup');
    expect(view.root.getElementById(group.getAttribute('aria-labelledby')!)!.textContent).to.equal('Delivery');
    expect(group.getAttribute('aria-invalid')).to.equal('true');
    expect(describedText(view.root, group)).to.equal('Choose a delivery method');
    const ship = getByLabel<HTMLInputElement>(view.root, 'Ship to me');
    const pickup = getByLabel<HTMLInputElement>(view.root, 'Pick up');
    expect(ship.name).to.equal(pickup.name).and.not.equal('');
    expect(describedText(view.root, pickup)).to.equal('At your pharmacy');
    pickup.click();
    expect(seen).to.deep.equal(['pickup']);
    await expect(view.host).to.be.accessible();
  });

  it('checks the controlled value', () => {
    view = renderInShadow(
      <RadioGroup
        legend="Size"
        value="b"
        options={[
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ]}
      />,
    );
    expect(getByLabel<HTMLInputElement>(view.root, 'B').checked).to.equal(true);
    expect(getByLabel<HTMLInputElement>(view.root, 'A').checked).to.equal(false);
  });
});

describe('DatePicker', () => {
  let view: ShadowRender | undefined;
  afterEach(() => view?.cleanup());

  const noWeekends = (iso: string) => {
    const day = new Date(`${iso}T12:00:00Z`).getUTCDay();
    return day !== 0 && day !== 6;
  };

  it('is a labelled native date input with min and max', async () => {
    view = renderInShadow(<DatePicker label="Delivery date" hint="Weekdays only" min="2030-01-01" max="2030-12-31" />);
    const input = getByLabel<HTMLInputElement>(view.root, 'Delivery date');
    expect(input.type).to.equal('date');
    expect(input.min).to.equal('2030-01-01');
    expect(input.max).to.equal('2030-12-31');
    await expect(view.host).to.be.accessible();
  });

  it('shows the given error for a disallowed date and clears it for an allowed one', async () => {
    const seen: Array<[string, boolean]> = [];
    view = renderInShadow(
      <DatePicker
        label="Delivery date"
        isDateAllowed={noWeekends}
        disallowedError="We do not deliver on this day"
        min="2030-01-01"
        onChange={(iso, allowed) => seen.push([iso, allowed])}
      />,
    );
    const input = getByLabel<HTMLInputElement>(view.root, 'Delivery date');
    setValue(input, '2030-06-01'); // a Saturday
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(describedText(view.root, input)).to.equal('We do not deliver on this day');
    await expect(view.host).to.be.accessible();
    setValue(input, '2030-06-03'); // a Monday
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(view.root.textContent).not.to.contain('We do not deliver');
    setValue(input, '2029-12-31'); // before min
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(seen).to.deep.equal([
      ['2030-06-01', false],
      ['2030-06-03', true],
      ['2029-12-31', false],
    ]);
  });
});
