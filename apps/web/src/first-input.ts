/**
 * The first script of every prerendered screen, inline in its head (scripts/prerender.mjs): holds
 * what a person taps, types or presses until the app is live (lib/platform/first-input.ts).
 */
import { captureFirstInput } from '@/lib/platform/first-input';

captureFirstInput();
