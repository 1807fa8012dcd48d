import { Col, Form, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import type { Organization } from '@portal/api-client';
import { OrgTreeSelect } from '../common/OrgTreeSelect';
import { SortFormItem } from '../common/SortFormItem';

export interface OrgFormValues {
  name: string;
  parentId?: string | null;
  isExternal: boolean;
  sort: number;
}

/** Fields of the New/Edit organization dialog. */
export function OrgForm({ record }: { record?: Organization }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="name"
        label={t('admin.orgs.name')}
        rules={[
          { required: true, whitespace: true, message: t('validation.org.nameRequired') },
          { max: LIMITS.orgNameMax, message: t('validation.org.nameTooLong') },
        ]}
      >
        <Input maxLength={LIMITS.orgNameMax + 20} showCount={{ formatter: ({ count }) => `${count} / ${LIMITS.orgNameMax}` }} autoFocus />
      </Form.Item>
      <Form.Item name="parentId" label={t('admin.orgs.parent')}>
        <OrgTreeSelect placeholder={t('admin.orgs.parentPlaceholder')} excludeId={record?.id} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={14}>
          <Form.Item name="isExternal" label={t('admin.orgs.kind')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: false, label: t('admin.orgs.internal') },
                { value: true, label: t('admin.orgs.external') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={10}>
          <SortFormItem />
        </Col>
      </Row>
    </>
  );
}
