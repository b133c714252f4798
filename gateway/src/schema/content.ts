// The content service's entries (CMS), quotes and the learning-platform link.
// A content entry that cannot be read is simply absent (CMS-06, ERR-19).
import { SUBMISSION_STEPS, tutorialEntryId, type StepId } from '@greenlight/rules';
import { builder } from '../builder';
import type { GatewayContext } from '../context';
import { ProviderError } from '../provider/errors';
import { providerEnum } from './provider-enum';
import { SubmissionStep } from './submission';

async function entry(context: GatewayContext, id: string): Promise<Record<string, unknown> | null> {
  try {
    return (await context.loaders.contentEntries.load(id)).fields;
  } catch (error) {
    if (error instanceof ProviderError && error.status !== 401) return null;
    throw error;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

interface GeneralAlertShape {
  title: string;
  content: string;
  color: string;
  active: boolean;
}

const GeneralAlert = builder.objectRef<GeneralAlertShape>('GeneralAlert').implement({
  description: 'The banner on top of the studio board (CMS-02, SB-04)',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'its title; may be empty' }),
    content: t.exposeString('content', { description: 'its text' }),
    color: t.exposeString('color', { description: 'info, warning, error or success' }),
    active: t.exposeBoolean('active', { description: 'the banner shows only while active' }),
  }),
});

interface Kpi {
  label: string;
  value: string;
  text: string;
}

const HomepageKpi = builder.objectRef<Kpi>('HomepageKpi').implement({
  description: 'A KPI threshold card of the welcome page (CMS-03)',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'the KPI, e.g. Day-1 retention' }),
    value: t.exposeString('value', { description: 'its threshold as shown, e.g. 35%' }),
    text: t.exposeString('text', { description: 'a sentence explaining it' }),
  }),
});

interface SubmissionWarningShape {
  step: StepId;
  content: string;
}

const SubmissionWarning = builder.objectRef<SubmissionWarningShape>('SubmissionWarning').implement({
  description: 'A warning staff give studios in a step of the submission (CMS-05), shown above the step',
  fields: (t) => ({
    step: t.field({ type: SubmissionStep, description: 'the step it is about', resolve: (warning) => warning.step }),
    content: t.exposeString('content', { description: 'its text' }),
  }),
});

const isStepId = (value: unknown): value is StepId => SUBMISSION_STEPS.some((step) => step.id === value);

const HomepageContent = builder.objectRef<{ kpiTitle: string; kpis: Kpi[] }>('HomepageContent').implement({
  description: 'The welcome page\'s texts (CMS-03, SB-11)',
  fields: (t) => ({
    kpiTitle: t.exposeString('kpiTitle', { description: 'the heading over the KPI cards' }),
    kpis: t.field({ type: [HomepageKpi], description: 'the KPI cards, in order', resolve: (content) => content.kpis }),
  }),
});

const HelpText = builder.objectRef<{ id: string; title: string; content: string }>('HelpText').implement({
  description: 'A help text of the content service (CMS-04)',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'the entry id: HELP_... or TUTORIAL_<STEP>' }),
    title: t.exposeString('title', { description: 'its title' }),
    content: t.exposeString('content', { description: 'its text' }),
  }),
});

interface SdkPackageShape {
  name: string;
  version: string;
  installUrl: string;
}

const SdkPackage = builder.objectRef<SdkPackageShape>('SdkPackage').implement({
  description: 'The SDK the SDK integration step installs, from the content entry SDK_PACKAGE (SUB-SDK-02, CMS-05)',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'the package name' }),
    version: t.exposeString('version', { description: 'x.y.z' }),
    installUrl: t.exposeString('installUrl', { description: 'where the package is installed from' }),
  }),
});

const SdkPackageInput = builder.inputType('SdkPackageInput', {
  description: 'The SDK package of the SDK integration step (SUB-SDK-02), every field required',
  fields: (t) => ({
    name: t.string({ required: true, description: 'the package name' }),
    version: t.string({ required: true, description: 'x.y.z' }),
    installUrl: t.string({ required: true, description: 'an https URL' }),
  }),
});

const toSdkPackage = (fields: Record<string, unknown>): SdkPackageShape | null =>
  text(fields.name) && text(fields.version) && text(fields.installUrl)
    ? { name: text(fields.name), version: text(fields.version), installUrl: text(fields.installUrl) }
    : null;

builder.mutationField('updateSdkPackage', (t) =>
  t.field({
    type: SdkPackage,
    description: 'Replaces the SDK package of the SDK integration step (SUB-SDK-02, administrators only)',
    authScopes: { superuser: true },
    errors: { types: [ProviderError], union: { name: 'UpdateSdkPackageResult', description: 'The package saved, or why it was refused' }, directResult: true },
    args: { input: t.arg({ type: SdkPackageInput, required: true, description: 'the package that replaces the current one' }) },
    resolve: async (_root, { input }, context) => {
      const entry = await context.provider.putContent('SDK_PACKAGE', { ...input });
      context.loaders.contentEntries.clear(entry.id).prime(entry.id, entry);
      return { name: input.name, version: input.version, installUrl: input.installUrl };
    },
  }),
);

const Quote = builder.objectRef<{ quote: string; author: string }>('Quote').implement({
  description: 'A quote of the quotes page (ROUTE-26)',
  fields: (t) => ({ quote: t.exposeString('quote', { description: 'the words' }), author: t.exposeString('author', { description: 'who said them' }) }),
});

const LEARNING_ROLES = ['learn_upon_admin', 'learn_upon_instructor', 'learn_upon_learner', 'learn_upon_manager'];

const AlertColor = providerEnum('AlertColor', ['info', 'success', 'warning', 'error'] as const, { description: 'The colour of the banner (CMS-02)' });

const GeneralAlertInput = builder.inputType('GeneralAlertInput', {
  description: 'The banner on top of the studio board (CMS-02)',
  fields: (t) => ({
    title: t.string({ required: true, description: 'may be empty' }),
    content: t.string({ required: true, description: 'its text, not empty' }),
    color: t.field({ type: AlertColor, required: true, description: 'its colour' }),
    active: t.boolean({ required: true, description: 'the banner shows only while active' }),
  }),
});

const toGeneralAlert = (fields: Record<string, unknown>): GeneralAlertShape => ({
  title: text(fields.title),
  content: text(fields.content),
  color: text(fields.color) || 'info',
  active: fields.active === true,
});

builder.mutationField('updateGeneralAlert', (t) =>
  t.field({
    type: GeneralAlert,
    description: 'Replaces the banner on top of the studio board (CMS-02, administrators only)',
    authScopes: { superuser: true },
    errors: { types: [ProviderError], union: { name: 'UpdateGeneralAlertResult', description: 'The banner saved, or why it was refused' }, directResult: true },
    args: { input: t.arg({ type: GeneralAlertInput, required: true, description: 'the banner that replaces the current one' }) },
    resolve: async (_root, { input }, context) => {
      const entry = await context.provider.putContent('GENERAL_ALERT', { ...input });
      context.loaders.contentEntries.clear(entry.id).prime(entry.id, entry);
      return toGeneralAlert(entry.fields);
    },
  }),
);

builder.queryFields((t) => ({
  generalAlert: t.field({
    type: GeneralAlert,
    nullable: true,
    description: 'The banner on top of the studio board (CMS-02, SB-04), active or not; null when the content service has none or cannot be read (CMS-06)',
    authScopes: { signedIn: true },
    resolve: async (_root, _args, context) => {
      const fields = await entry(context, 'GENERAL_ALERT');
      return fields ? toGeneralAlert(fields) : null;
    },
  }),
  homepage: t.field({
    type: HomepageContent,
    nullable: true,
    description: 'null when the content service has no HOMEPAGE entry: the page keeps its built-in texts (CMS-07)',
    authScopes: { signedIn: true },
    resolve: async (_root, _args, context) => {
      const fields = await entry(context, 'HOMEPAGE');
      if (!fields || !Array.isArray(fields.kpis)) return null;
      return {
        kpiTitle: text(fields.kpiTitle),
        kpis: (fields.kpis as Record<string, unknown>[]).map((kpi) => ({
          label: text(kpi.label),
          value: text(kpi.value),
          text: text(kpi.text),
        })),
      };
    },
  }),
  helpText: t.field({
    type: HelpText,
    nullable: true,
    description: 'A help text of the content service (CMS-04); null when there is none, it cannot be read, or the id is not HELP_...',
    authScopes: { signedIn: true },
    args: { id: t.arg.string({ required: true, description: 'the entry id, e.g. HELP_GAMES_LIST' }) },
    resolve: async (_root, { id }, context) => {
      if (!/^HELP_[A-Z0-9_]{1,59}$/.test(id)) return null;
      const fields = await entry(context, id);
      return fields ? { id, title: text(fields.title), content: text(fields.content) } : null;
    },
  }),
  sdkPackage: t.field({
    type: SdkPackage,
    nullable: true,
    description: 'The SDK package of the SDK integration step (SUB-SDK-02); null when the content service has none',
    authScopes: { signedIn: true },
    resolve: async (_root, _args, context) => {
      const fields = await entry(context, 'SDK_PACKAGE');
      return fields ? toSdkPackage(fields) : null;
    },
  }),
  submissionTutorial: t.field({
    type: HelpText,
    nullable: true,
    description:
      'A submission step\'s tutorial (SUB-05, SUB-27): entry TUTORIAL_<STEP>, its {{tags}} left for the page to fill; null when the step has none ("Nothing to see here", SUB-07)',
    authScopes: { signedIn: true },
    args: { step: t.arg({ type: SubmissionStep, required: true, description: 'the step whose tutorial to read' }) },
    resolve: async (_root, { step }, context) => {
      const id = tutorialEntryId(step);
      const fields = await entry(context, id);
      return fields && text(fields.content) ? { id, title: text(fields.title), content: text(fields.content) } : null;
    },
  }),
  submissionWarnings: t.field({
    type: [SubmissionWarning],
    description:
      'The warnings of the submission\'s steps (CMS-05): entry SUBMISSION_WARNINGS; empty when there is none or it cannot be read, an item of an unknown step or without text left out',
    authScopes: { signedIn: true },
    resolve: async (_root, _args, context) => {
      const fields = await entry(context, 'SUBMISSION_WARNINGS');
      const warnings = Array.isArray(fields?.warnings) ? (fields.warnings as Record<string, unknown>[]) : [];
      return warnings.flatMap((warning) =>
        typeof warning === 'object' && warning !== null && isStepId(warning.step) && text(warning.content) ? [{ step: warning.step, content: text(warning.content) }] : [],
      );
    },
  }),
  quotes: t.field({
    type: [Quote],
    description: 'The quotes of /quotes (ROUTE-26)',
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => context.loaders.quotes.load(),
  }),
  learningPlatformLink: t.string({
    nullable: true,
    description:
      'A link into the learning platform for holders of a learn_upon_* permission (ROUTE-05, ROUTE-08, NAV-07); null for others or when the platform cannot be reached',
    authScopes: { signedIn: true },
    resolve: async (_root, _args, context) => {
      const viewer = await context.loaders.viewer.load();
      if (!viewer || !viewer.permissions.some((p) => LEARNING_ROLES.includes(p))) return null;
      try {
        return (await context.loaders.redirectLinks.load('learnupon')).redirectUrl;
      } catch (error) {
        if (error instanceof ProviderError && error.status !== 401) return null;
        throw error;
      }
    },
  }),
}));
