import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { DateOfBirthFields, type DateOfBirthFieldsProps } from '../../../src/core/ui/date-of-birth-fields';
import type { DateParts } from '../../../src/domain/common/date-of-birth';
import { getByLabel, renderInShadow, type ShadowRender } from './render-in-shadow';

function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const describedText = (root: ShadowRoot, el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent)
    .join(' | ');

const labels = { legend: 'Date of birth', month: 'Month', day: 'Day', year: 'Year', hint: 'For example: March 7 1980', monthPlaceholder: 'Choose a month' };

function Harness(props: Omit<DateOfBirthFieldsProps, 'value' | 'onChange' | 'labels'> & { seen: DateParts[] }) {
  const [value, setValue] = useState<DateParts>({ month: '', day: '', year: '' });
  return (
    <DateOfBirthFields
      {...props}
      labels={labels}
      value={value}
      onChange={(next) => {
        props.seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('DateOfBirthFields', () => {
  let view: ShadowRender | undefined;
  afterEach(() => view?.cleanup());

  it('with the month as a number: three digit-only fields, the error announced and describing each control', async () => {
    const seen: DateParts[] = [];
    view = renderInShadow(<Harness month="number" error="Enter a year after 1900." invalidParts={['year']} announceError seen={seen} />);
    const month = getByLabel<HTMLInputElement>(view.root, 'Month');
    const year = getByLabel<HTMLInputElement>(view.root, 'Year');
    expect(month.tagName).to.equal('INPUT');
    expect(month.inputMode).to.equal('numeric');
    type(year, '19a80x');
    expect(seen.at(-1)).to.deep.equal({ month: '', day: '', year: '1980' });
    type(getByLabel<HTMLInputElement>(view.root, 'Day'), '123');
    expect(seen.at(-1)!.day).to.equal('12');
    expect(year.getAttribute('aria-invalid')).to.equal('true');
    expect(month.hasAttribute('aria-invalid')).to.equal(false);
    expect(describedText(view.root, month)).to.equal('For example: March 7 1980 | Enter a year after 1900.');
    const error = view.root.querySelector('[part="error"]');
    expect(error?.getAttribute('role')).to.equal('alert');
    expect(error?.textContent).to.equal('Enter a year after 1900.');
    await expect(view.host).to.be.accessible();
  });

  it('with month names: a required chooser of the twelve months, the error not announced on its own', async () => {
    view = renderInShadow(<Harness month={{ names: 'es' }} required error="Please enter your full date of birth." seen={[]} />);
    const month = getByLabel<HTMLSelectElement>(view.root, 'Month');
    expect(month.tagName).to.equal('SELECT');
    expect(month.required).to.equal(true);
    expect([...month.options].map((option) => option.value).join()).to.equal(',1,2,3,4,5,6,7,8,9,10,11,12');
    expect(month.options[0]!.textContent).to.equal('Choose a month');
    expect(month.options[3]!.textContent).to.equal('marzo');
    expect(month.getAttribute('aria-invalid')).to.equal('true');
    expect(getByLabel<HTMLInputElement>(view.root, 'Day').getAttribute('aria-invalid')).to.equal('true');
    expect(view.root.querySelector('[part="error"]')?.getAttribute('role')).to.equal(null);
    await expect(view.host).to.be.accessible();
  });
});
