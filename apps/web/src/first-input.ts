/**
 * The first script of every prerendered screen, inline in its head (scripts/prerender.mjs): holds
 * what a person taps, types or presses until the app is live (lib/platform/first-input.ts), and
 * marks a returning guest's page so the hub waits for their answers (lib/platform/held-for-answers.ts).
 */
import { captureFirstInput } from '@/lib/platform/first-input';
import { markDeviceAnswers } from '@/lib/platform/held-for-answers';

captureFirstInput();
markDeviceAnswers();
