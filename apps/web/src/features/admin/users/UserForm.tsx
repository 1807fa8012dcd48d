import { Col, DatePicker, Form, Input, Radio, Row, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import { enumOptions } from '../common/enums';
import { OrgTreeSelect } from '../common/OrgTreeSelect';
import { userRules } from './userRules';

export interface UserFormValues {
  account: string;
  username: string;
  name: string;
  nickname?: string;
  orgId?: string | null;
  email?: string;
  mobile?: string;
  officePhone?: string;
  wechat?: string;
  gender?: 'male' | 'female' | 'other' | 'unknown';
  workNo?: string;
  birthDate?: Dayjs | null;
  onboardDate?: Dayjs | null;
  userType: 'internal' | 'external';
  isCloudAccount?: boolean;
  description?: string;
  password?: string;
  confirmPassword?: string;
}

const half = { xs: 24, sm: 12 };

/** Fields of the "Add account" / edit user dialog (spec section 3). */
export function UserForm({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation();
  const rules = userRules(t);
  const creating = mode === 'create';
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name="account" label={t('field.account')} rules={creating ? rules.account : []} extra={creating ? t('admin.users.accountHint') : undefined}>
          <Input disabled={!creating} autoComplete="off" autoFocus={creating} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="username" label={t('field.username')} rules={rules.username}>
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="name" label={t('field.name')} rules={rules.name}>
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="nickname" label={t('field.nickname')} rules={rules.nickname}>
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="orgId" label={t('field.orgName')}>
          <OrgTreeSelect placeholder={t('admin.users.orgPlaceholder')} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="userType" label={t('field.userType')} rules={[{ required: true, message: t('validation.required') }]}>
          <Radio.Group optionType="button" options={enumOptions(t, 'userType')} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="email" label={t('field.email')} rules={rules.email}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="mobile" label={t('field.mobile')} rules={rules.phone}>
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="officePhone" label={t('field.officePhone')} rules={rules.phone}>
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="wechat" label={t('field.wechat')} rules={rules.wechat}>
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="gender" label={t('field.gender')}>
          <Select options={enumOptions(t, 'gender')} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="workNo" label={t('field.workNo')} rules={rules.workNo}>
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="birthDate" label={t('field.birthDate')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="onboardDate" label={t('field.onboardDate')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="isCloudAccount" label={t('field.isCloudAccount')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      {creating && (
        <>
          <Col {...half}>
            <Form.Item name="password" label={t('admin.users.password')} rules={rules.password} extra={t('admin.users.passwordHint', { min: LIMITS.passwordMin })}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="confirmPassword" label={t('admin.users.confirmPassword')} dependencies={['password']} rules={rules.confirmPassword}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
        </>
      )}
      <Col span={24}>
        <Form.Item name="description" label={t('field.description')} rules={rules.description}>
          <Input.TextArea rows={3} showCount maxLength={LIMITS.descriptionLong} />
        </Form.Item>
      </Col>
    </Row>
  );
}
