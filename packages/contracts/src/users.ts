import { z } from 'zod';
import { LIMITS } from './limits.js';
import { account, email, id, isoDate, notBlank, optionalText, password, username } from './validation.js';
import { pageQuery } from './envelope.js';

export const userType = z.enum(['internal', 'external']);
export const gender = z.enum(['male', 'female', 'other', 'unknown']);
export const userStatus = z.enum(['enabled', 'disabled']);

const phone = z.string().trim().max(LIMITS.phoneMax, { error: 'validation.tooLong' }).regex(/^[0-9+\-() ]*$/, { error: 'validation.phone' });

/** Fields an administrator edits on a user (spec section 3). */
const profileFields = {
  name: notBlank(LIMITS.nameMax),
  nickname: optionalText(LIMITS.nameMax),
  orgId: id.nullable().optional(),
  email: email.nullable().optional(),
  mobile: phone.nullable().optional(),
  officePhone: phone.nullable().optional(),
  wechat: optionalText(LIMITS.nameMax),
  gender: gender.optional(),
  workNo: optionalText(LIMITS.codeMax),
  birthDate: isoDate.nullable().optional(),
  onboardDate: isoDate.nullable().optional(),
  description: optionalText(LIMITS.descriptionLong),
  userType: userType.optional(),
  isCloudAccount: z.boolean().optional(),
};

export const user = z
  .object({
    id: z.string(),
    account: z.string(),
    username: z.string(),
    name: z.string(),
    nickname: z.string().nullable(),
    orgId: z.string().nullable(),
    orgName: z.string().nullable(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    officePhone: z.string().nullable(),
    wechat: z.string().nullable(),
    gender: gender,
    workNo: z.string().nullable(),
    birthDate: z.string().nullable(),
    onboardDate: z.string().nullable(),
    description: z.string().nullable(),
    avatar: z.string().nullable(),
    userType: userType,
    isCloudAccount: z.boolean(),
    status: userStatus,
    isBuiltinAdmin: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    deletedAt: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof user>;

export const currentUser = user
  .pick({ id: true, account: true, username: true, name: true, nickname: true, email: true, avatar: true, orgId: true, orgName: true, userType: true })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUser>;

export const createUserBody = z
  .strictObject({ account, username, password, ...profileFields })
  .meta({ id: 'CreateUserBody' });
export const updateUserBody = z
  .strictObject({ username: username.optional(), ...profileFields, name: profileFields.name.optional() })
  .meta({ id: 'UpdateUserBody' });
export const updateMeBody = z
  .strictObject({
    name: profileFields.name.optional(),
    nickname: profileFields.nickname,
    mobile: profileFields.mobile,
    officePhone: profileFields.officePhone,
    wechat: profileFields.wechat,
    gender: profileFields.gender,
    birthDate: profileFields.birthDate,
    description: profileFields.description,
    /** data: URL of a jpg, png or svg image, at most 200 KB decoded. */
    avatar: z.string().max(Math.ceil((LIMITS.avatarMaxBytes * 4) / 3) + 64).nullable().optional(),
  })
  .meta({ id: 'UpdateMeBody' });
export const resetUserPasswordBody = z.strictObject({ password }).meta({ id: 'ResetUserPasswordBody' });

export const userSort = z.enum(['createdAt', 'updatedAt', 'account', 'name']);
export const userListQuery = pageQuery
  .extend({
    sort: userSort.default('updatedAt'),
    orgId: id.optional(),
    status: userStatus.optional(),
    userType: userType.optional(),
  })
;
