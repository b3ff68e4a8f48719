import { toAsciiDigits } from '@waha/shared/digits';
import {
  CLIENT_AGE_MAX,
  CLIENT_AGE_MIN,
  CLIENT_LOCATION_MAX_LENGTH,
  CLIENT_NAME_MAX_LENGTH,
  contactProblem,
  parseAge,
} from '@waha/shared/session-request';
import type {
  ContactMethod,
  SessionLanguage,
  TherapistGender,
  SessionRequest,
} from '@waha/shared/session-request';
import type { Language } from '@waha/shared/constants';

/** The form as typed: radios start unchosen (''), the age is text so Arabic-Indic digits work. */
export interface RequestFormValues {
  name: string;
  age: string;
  location: string;
  therapistGender: TherapistGender | '';
  sessionLanguage: SessionLanguage | '';
  contactMethod: ContactMethod | '';
  contactDetails: string;
}

/** The fields in the order the form shows them. */
export const FIELD_ORDER = [
  'name',
  'age',
  'location',
  'therapistGender',
  'sessionLanguage',
  'contactMethod',
  'contactDetails',
] as const satisfies readonly (keyof RequestFormValues)[];

export const EMPTY_FORM: RequestFormValues = {
  name: '',
  age: '',
  location: '',
  therapistGender: '',
  sessionLanguage: '',
  contactMethod: '',
  contactDetails: '',
};

/** Keys of the request-session namespace; the spec §5 messages are the `…Required` ones. */
export type RequestErrorKey =
  | 'errors.nameRequired'
  | 'errors.nameTooLong'
  | 'errors.ageRequired'
  | 'errors.ageRange'
  | 'errors.locationRequired'
  | 'errors.locationTooLong'
  | 'errors.therapistGenderRequired'
  | 'errors.languageRequired'
  | 'errors.contactMethodRequired'
  | 'errors.contactDetailsRequired'
  | 'errors.contactDetailsTooLong'
  | 'errors.emailInvalid'
  | 'errors.phoneInvalid';

type Rule = (value: string, values: RequestFormValues) => RequestErrorKey | true;

const text =
  (required: RequestErrorKey, tooLong: RequestErrorKey, max: number): Rule =>
  (value) => {
    const trimmed = value.trim();
    if (trimmed === '') return required;
    return [...trimmed].length > max ? tooLong : true;
  };

const chosen =
  (required: RequestErrorKey): Rule =>
  (value) =>
    value === '' ? required : true;

const CONTACT_ERRORS = {
  required: 'errors.contactDetailsRequired',
  tooLong: 'errors.contactDetailsTooLong',
  invalidEmail: 'errors.emailInvalid',
  invalidPhone: 'errors.phoneInvalid',
} as const;

export const RULES: Record<keyof RequestFormValues, Rule> = {
  name: text('errors.nameRequired', 'errors.nameTooLong', CLIENT_NAME_MAX_LENGTH),
  age: (value) => {
    if (value.trim() === '') return 'errors.ageRequired';
    const age = parseAge(value);
    return age >= CLIENT_AGE_MIN && age <= CLIENT_AGE_MAX ? true : 'errors.ageRange';
  },
  location: text('errors.locationRequired', 'errors.locationTooLong', CLIENT_LOCATION_MAX_LENGTH),
  therapistGender: chosen('errors.therapistGenderRequired'),
  sessionLanguage: chosen('errors.languageRequired'),
  contactMethod: chosen('errors.contactMethodRequired'),
  // Until a method is chosen only presence can be checked; its own message says to choose one.
  contactDetails: (value, values) => {
    if (values.contactMethod === '') return value.trim() === '' ? CONTACT_ERRORS.required : true;
    const problem = contactProblem(values.contactMethod, value);
    return problem ? CONTACT_ERRORS[problem] : true;
  },
};

/** The request to seal, from values that passed every rule. */
export function toSessionRequest(
  values: RequestFormValues,
  interfaceLanguage: Language,
): SessionRequest {
  const { therapistGender, sessionLanguage, contactMethod } = values;
  if (therapistGender === '' || sessionLanguage === '' || contactMethod === '') {
    throw new Error('toSessionRequest needs a validated form');
  }
  return {
    name: values.name.trim(),
    age: parseAge(values.age),
    location: values.location.trim(),
    therapistGender,
    sessionLanguage,
    contactMethod,
    contactDetails: toAsciiDigits(values.contactDetails.trim()),
    interfaceLanguage,
  };
}
