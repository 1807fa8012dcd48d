import dayjs from 'dayjs';
import {
  createUser, exportUsers, getUserImportTemplate, importUsers, listUsers, updateUser,
  type CreateUserBodyInput, type UpdateUserBodyInput, type User,
} from '@portal/api-client';
import { call } from '@/shared/api/errors';
import { downloadFile, type ListParams, type PageParams } from '@/shared/resource-table';
import { uploadSpreadsheet } from '../common/spreadsheet';
import type { UserFormValues } from './UserForm';

export interface UserFilters {
  orgId?: string;
  status?: 'enabled' | 'disabled';
  userType?: 'internal' | 'external';
}

type UserSort = 'createdAt' | 'updatedAt' | 'account' | 'name';

const text = (v?: string | null) => (v && v.trim() ? v.trim() : null);
const day = (v?: dayjs.Dayjs | null) => (v ? v.format('YYYY-MM-DD') : null);

function profile(v: UserFormValues) {
  return {
    username: v.username.trim(),
    name: v.name.trim(),
    nickname: text(v.nickname),
    orgId: v.orgId ?? null,
    email: text(v.email),
    mobile: text(v.mobile),
    officePhone: text(v.officePhone),
    wechat: text(v.wechat),
    gender: v.gender ?? 'unknown',
    workNo: text(v.workNo),
    birthDate: day(v.birthDate),
    onboardDate: day(v.onboardDate),
    userType: v.userType,
    isCloudAccount: !!v.isCloudAccount,
    description: text(v.description),
  };
}

export const createUserFrom = (v: UserFormValues) => {
  const body: CreateUserBodyInput = { account: v.account.trim(), password: v.password ?? '', ...profile(v) };
  return call(createUser({ body }));
};

export const updateUserFrom = (id: string, v: UserFormValues) => {
  const body: UpdateUserBodyInput = profile(v);
  return call(updateUser({ path: { id }, body }));
};

export function userFormValues(u?: User, orgId?: string): Partial<UserFormValues> {
  if (!u) return { userType: 'internal', gender: 'unknown', isCloudAccount: false, orgId: orgId ?? null };
  return {
    account: u.account,
    username: u.username,
    name: u.name,
    nickname: u.nickname ?? '',
    orgId: u.orgId,
    email: u.email ?? '',
    mobile: u.mobile ?? '',
    officePhone: u.officePhone ?? '',
    wechat: u.wechat ?? '',
    gender: u.gender,
    workNo: u.workNo ?? '',
    birthDate: u.birthDate ? dayjs(u.birthDate) : null,
    onboardDate: u.onboardDate ? dayjs(u.onboardDate) : null,
    userType: u.userType,
    isCloudAccount: u.isCloudAccount,
    description: u.description ?? '',
  };
}

const listQuery = ({ keyword, sort, order, deleted, filters }: ListParams<UserFilters>) => ({
  keyword,
  sort: sort as UserSort | undefined,
  order,
  deleted: deleted ? ('true' as const) : undefined,
  ...filters,
});

export const fetchUsers = ({ page, pageSize, ...rest }: PageParams<UserFilters>) =>
  call(listUsers({ query: { page, pageSize, ...listQuery(rest) } }));

export const exportUsersFile = (params: ListParams<UserFilters>) =>
  downloadFile(exportUsers({ query: listQuery(params), responseType: 'blob' }), 'users.xlsx');

export const downloadUserTemplate = () =>
  downloadFile(getUserImportTemplate({ responseType: 'blob' }), 'users-template.xlsx');

export const importUsersFile = uploadSpreadsheet(importUsers as never);
