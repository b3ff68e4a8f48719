import { expect, it } from 'vitest';
import en from '@/locales/en/request-session.json';

// Spec §5, "Client form, all fields required": the exact English texts. The other tests read the
// messages from the locale file, so this one keeps the file itself true to the spec.
it('words every required-field message of the client form exactly as spec §5 does', () => {
  expect({
    name: en.errors.nameRequired,
    age: en.errors.ageRequired,
    location: en.errors.locationRequired,
    therapistGender: en.errors.therapistGenderRequired,
    language: en.errors.languageRequired,
    contactMethod: en.errors.contactMethodRequired,
    contactDetails: en.errors.contactDetailsRequired,
  }).toEqual({
    name: 'Name is required',
    age: 'Age is required',
    location: 'This field is required',
    therapistGender: 'Please select a preferred therapist gender',
    language: 'Preferred language is required',
    contactMethod: 'Please select a contact method',
    contactDetails: 'Contact details are required',
  });
});
