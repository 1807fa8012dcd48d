import type { TFunction } from 'i18next';

/** Enumerations of the contracts with their i18n keys `admin.enum.<name>.<value>`. */
export const ENUMS = {
  gender: ['male', 'female', 'other', 'unknown'],
  userType: ['internal', 'external'],
  status: ['enabled', 'disabled'],
  roleType: ['system', 'business'],
  scenarioType: ['general', 'admin', 'knowledge', 'data'],
  scope: ['all', 'organization', 'self'],
  objectType: ['user', 'org'],
} as const;
export type EnumName = keyof typeof ENUMS;

export const enumLabel = (t: TFunction, name: EnumName, value: string | null | undefined) =>
  value ? t(`admin.enum.${name}.${value}`) : '';

export const enumOptions = (t: TFunction, name: EnumName) =>
  ENUMS[name].map((value) => ({ value, label: t(`admin.enum.${name}.${value}`) }));
