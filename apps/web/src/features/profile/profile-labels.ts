/** Option lists of the profile, with the i18n key of each value. */
export const GENDERS = ['male', 'female', 'other', 'unknown'] as const;
export const genderKey = (g: string) => `profile.gender.${g}`;
export const userTypeKey = (u: string) => `profile.userType.${u}`;
