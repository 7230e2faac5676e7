import { bauerntarock } from './bauerntarock';
import { bavarian } from './bavarian';
import { dobbm } from './dobbm';
import type { Variant } from './types';
import type { VariantRules } from './variant';

export const VARIANT_RULES: Readonly<Record<Variant, VariantRules>> = {
  bauerntarock,
  dobbm,
  bavarian,
};
