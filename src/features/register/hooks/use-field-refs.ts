import { useRef } from 'react';
import { dobCalendarProblem } from '../../../domain/common/date-of-birth';
import { dobInvalidParts, type RegistrationField, type RegistrationForm } from '../model/registration-form';

/** One ref per control of the register form, and a way to move focus to a field's control. */
export function useFieldRefs() {
  const refs = {
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    username: useRef<HTMLInputElement>(null),
    usernameConfirm: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
    month: useRef<HTMLSelectElement>(null),
    day: useRef<HTMLInputElement>(null),
    year: useRef<HTMLInputElement>(null),
    planId: useRef<HTMLSelectElement>(null),
    consent: useRef<HTMLInputElement>(null),
  };

  function focusField(field: RegistrationField, form: RegistrationForm) {
    if (field === 'dob') {
      // Computed now: the render that marks the invalid parts may not have happened yet.
      const part = dobInvalidParts(dobCalendarProblem(form.dob, new Date()), form.dob)[0] ?? 'month';
      refs[part].current?.focus();
      return;
    }
    refs[field].current?.focus();
  }

  return { refs, focusField };
}

export type FieldRefs = ReturnType<typeof useFieldRefs>['refs'];
