import { useState } from 'react';
import { App, Button, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { getMeQueryKey, updateMe, type User } from '@portal/api-client';
import { LIMITS } from '@portal/contracts';
import { useSession } from '@/app/session';
import { call, toApiError } from '@/shared/api/errors';
import { applyIssues } from '@/shared/forms/apply-issues';
import { maxRule, requiredRule } from '@/shared/forms/rules';
import AvatarField from './AvatarField';
import { GENDERS, genderKey } from './profile-labels';
import styles from './profile.module.css';

interface Values {
  avatar: string | null;
  name: string;
  nickname?: string;
  gender: User['gender'];
  birthDate: Dayjs | null;
  mobile?: string;
  officePhone?: string;
  wechat?: string;
  description?: string;
}

const FIELDS = ['avatar', 'name', 'nickname', 'gender', 'birthDate', 'mobile', 'officePhone', 'wechat', 'description'];
const PHONE = /^[0-9+\-() ]*$/;
const orNull = (v: string | undefined) => (v?.trim() ? v.trim() : null);

/** User Setting, profile part: what a user may change about themselves (updateMe). */
export default function ProfileForm({ me }: { me: User }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { refreshProfile } = useSession();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const phoneRules = [maxRule(t, LIMITS.phoneMax), { pattern: PHONE, message: t('validation.phone') }];

  const save = async (values: Values) => {
    setSaving(true);
    try {
      await call(
        updateMe({
          body: {
            avatar: values.avatar ?? null,
            name: values.name.trim(),
            nickname: orNull(values.nickname),
            gender: values.gender,
            birthDate: values.birthDate ? values.birthDate.format('YYYY-MM-DD') : null,
            mobile: orNull(values.mobile),
            officePhone: orNull(values.officePhone),
            wechat: orNull(values.wechat),
            description: orNull(values.description),
          },
        }),
      );
      await Promise.all([queryClient.invalidateQueries({ queryKey: getMeQueryKey() }), refreshProfile()]);
      message.success(t('profile.saved'));
    } catch (err) {
      const error = toApiError(err, t);
      applyIssues(form, error, FIELDS);
      message.error(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className={styles.profileForm}
      onFinish={save}
      initialValues={{
        avatar: me.avatar,
        name: me.name,
        nickname: me.nickname ?? '',
        gender: me.gender,
        birthDate: me.birthDate ? dayjs(me.birthDate) : null,
        mobile: me.mobile ?? '',
        officePhone: me.officePhone ?? '',
        wechat: me.wechat ?? '',
        description: me.description ?? '',
      }}
    >
      <Form.Item name="avatar" label={t('profile.avatar.label')}>
        <AvatarField fallback={(me.nickname || me.name || me.account).slice(0, 1).toUpperCase()} />
      </Form.Item>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item label={t('field.account')}>
            <Input value={me.account} disabled />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('field.email')}>
            <Input value={me.email ?? ''} disabled />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('field.name')} rules={[requiredRule(t), maxRule(t, LIMITS.nameMax)]}>
            <Input maxLength={LIMITS.nameMax} autoComplete="name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nickname" label={t('field.nickname')} rules={[maxRule(t, LIMITS.nameMax)]}>
            <Input maxLength={LIMITS.nameMax} autoComplete="nickname" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="gender" label={t('field.gender')}>
            <Select options={GENDERS.map((g) => ({ value: g, label: t(genderKey(g)) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="birthDate" label={t('field.birthDate')}>
            <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs())} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="mobile" label={t('field.mobile')} rules={phoneRules}>
            <Input maxLength={LIMITS.phoneMax} autoComplete="tel" inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="officePhone" label={t('field.officePhone')} rules={phoneRules}>
            <Input maxLength={LIMITS.phoneMax} inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="wechat" label={t('field.wechat')} rules={[maxRule(t, LIMITS.nameMax)]}>
            <Input maxLength={LIMITS.nameMax} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('field.orgName')}>
            <Input value={me.orgName ?? ''} disabled />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="description" label={t('field.description')} rules={[maxRule(t, LIMITS.descriptionLong)]}>
            <Input.TextArea rows={4} maxLength={LIMITS.descriptionLong} showCount />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('shell.save')}
      </Button>
    </Form>
  );
}
