import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import { enumOptions } from '../common/enums';
import { SortFormItem } from '../common/SortFormItem';

export interface RoleFormValues {
  code: string;
  name: string;
  roleType: 'system' | 'business';
  scenarioType: 'general' | 'admin' | 'knowledge' | 'data';
  scope: 'all' | 'organization' | 'self';
  description?: string;
  sort: number;
}

const CODE_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** Fields of the New/Edit role dialog. */
export function RoleForm({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation();
  const required = { required: true, whitespace: true, message: t('validation.required') };
  const requiredChoice = { required: true, message: t('validation.required') };
  const tooLong = (max: number) => ({ max, message: t('validation.tooLong', { max }) });
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item
          name="code"
          label={t('admin.roles.code')}
          rules={mode === 'create' ? [required, tooLong(LIMITS.codeMax), { pattern: CODE_PATTERN, message: t('validation.code.charset') }] : []}
        >
          <Input disabled={mode === 'edit'} autoFocus={mode === 'create'} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="name" label={t('admin.roles.name')} rules={[required, tooLong(LIMITS.roleNameMax)]}>
          <Input autoFocus={mode === 'edit'} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="roleType" label={t('admin.roles.roleType')} rules={[requiredChoice]}>
          <Select options={enumOptions(t, 'roleType')} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="scenarioType" label={t('admin.roles.scenarioType')} rules={[requiredChoice]}>
          <Select options={enumOptions(t, 'scenarioType')} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="scope" label={t('admin.roles.scope')} rules={[requiredChoice]}>
          <Select options={enumOptions(t, 'scope')} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <SortFormItem />
      </Col>
      <Col span={24}>
        <Form.Item name="description" label={t('field.description')} rules={[tooLong(LIMITS.descriptionMedium)]}>
          <Input.TextArea rows={3} showCount maxLength={LIMITS.descriptionMedium} />
        </Form.Item>
      </Col>
    </Row>
  );
}
