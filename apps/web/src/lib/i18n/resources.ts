import type appLock from '@/locales/en/app-lock.json';
import type auth from '@/locales/en/auth.json';
import type bodyExercise from '@/locales/en/body-exercise.json';
import type care from '@/locales/en/care.json';
import type guidedRelaxation from '@/locales/en/guided-relaxation.json';
import type common from '@/locales/en/common.json';
import type conversingTogether from '@/locales/en/conversing-together.json';
import type exerciseKit from '@/locales/en/exercise-kit.json';
import type device from '@/locales/en/device.json';
import type diaryAdults from '@/locales/en/diary-adults.json';
import type drawing from '@/locales/en/drawing.json';
import type fingerBreathing from '@/locales/en/finger-breathing.json';
import type guides from '@/locales/en/guides.json';
import type helpers from '@/locales/en/helpers.json';
import type hub from '@/locales/en/hub.json';
import type imagination from '@/locales/en/imagination.json';
import type landing from '@/locales/en/landing.json';
import type mandala from '@/locales/en/mandala.json';
import type media from '@/locales/en/media.json';
import type narration from '@/locales/en/narration.json';
import type offline from '@/locales/en/offline.json';
import type nicknameWords from '@/locales/en/nickname-words.json';
import type onboarding from '@/locales/en/onboarding.json';
import type personalSources from '@/locales/en/personal-sources.json';
import type positiveImagery from '@/locales/en/positive-imagery.json';
import type profile from '@/locales/en/profile.json';
import type progress from '@/locales/en/progress.json';
import type relaxation from '@/locales/en/relaxation.json';
import type requestSession from '@/locales/en/request-session.json';
import type socialNetwork from '@/locales/en/social-network.json';
import type titles from '@/locales/en/titles.json';
import type treeOfLife from '@/locales/en/tree-of-life.json';
import type group from '@/locales/en/group.json';

/**
 * The English files are the source of truth for translation keys: i18next's types are generated from
 * them, so a key that does not exist in English fails the type check.
 */
export interface Resources {
  'app-lock': typeof appLock;
  auth: typeof auth;
  'body-exercise': typeof bodyExercise;
  care: typeof care;
  'guided-relaxation': typeof guidedRelaxation;
  common: typeof common;
  'conversing-together': typeof conversingTogether;
  'exercise-kit': typeof exerciseKit;
  device: typeof device;
  'diary-adults': typeof diaryAdults;
  drawing: typeof drawing;
  'finger-breathing': typeof fingerBreathing;
  guides: typeof guides;
  helpers: typeof helpers;
  group: typeof group;
  hub: typeof hub;
  imagination: typeof imagination;
  landing: typeof landing;
  mandala: typeof mandala;
  media: typeof media;
  narration: typeof narration;
  offline: typeof offline;
  'nickname-words': typeof nicknameWords;
  onboarding: typeof onboarding;
  'personal-sources': typeof personalSources;
  'positive-imagery': typeof positiveImagery;
  profile: typeof profile;
  progress: typeof progress;
  relaxation: typeof relaxation;
  'request-session': typeof requestSession;
  'social-network': typeof socialNetwork;
  titles: typeof titles;
  'tree-of-life': typeof treeOfLife;
}

export type Namespace = keyof Resources;
export type TitleKey = keyof Resources['titles'];

/** Loaded before the first paint; feature namespaces load with their screens. */
export const INITIAL_NAMESPACES: Namespace[] = ['common', 'titles'];
