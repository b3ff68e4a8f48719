import { afterEach, describe, expect, it } from 'vitest';
import { ONBOARDING_STORAGE_KEY } from '@/lib/onboarding/onboarding-keys';
import {
  ANSWERS_KEY,
  DEVICE_ANSWERS_ATTRIBUTE,
  markDeviceAnswers,
  showHeldForAnswers,
} from './held-for-answers';
import { removeItem, writeItem } from './device-storage';

const marked = () => document.documentElement.hasAttribute(DEVICE_ANSWERS_ATTRIBUTE);

afterEach(() => {
  removeItem(ONBOARDING_STORAGE_KEY);
  showHeldForAnswers();
});

describe('a returning guest’s hub, held until their answers are in', () => {
  it('looks for the answers where onboarding keeps them', () => {
    expect(ANSWERS_KEY).toBe(ONBOARDING_STORAGE_KEY);
  });

  it('marks the page when the device keeps answers, and not on a first visit', () => {
    markDeviceAnswers();
    expect(marked()).toBe(false);
    writeItem(ONBOARDING_STORAGE_KEY, '{"userType":"myself"}');
    markDeviceAnswers();
    expect(marked()).toBe(true);
    showHeldForAnswers();
    expect(marked()).toBe(false);
  });
});
