import { useEffect, useState, type ReactNode } from 'react';
import { App, Button, Checkbox, Col, Empty, Flex, Input, List, Modal, Row, Spin, Tag, Typography } from 'antd';
import { ApartmentOutlined, CloseOutlined, UserOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { selectPeople, type AuthorizedObject } from '@portal/api-client';
import { call } from '@/shared/api/errors';
import { failureMessage, retryTransient } from '@/shared/resource-table';

const keyOf = (o: Pick<AuthorizedObject, 'type' | 'id'>) => `${o.type}:${o.id}`;

interface Props {
  open: boolean;
  /** Already authorised: picking one of them again is refused. */
  existing: AuthorizedObject[];
  onCancel: () => void;
  onOk: (picked: AuthorizedObject[]) => void;
}

/** The people-and-organization selector popup: search, pick organisations and users, review the picks. */
export function PeopleSelector({ open, existing, onCancel, onOk }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<AuthorizedObject[]>([]);

  useEffect(() => {
    if (open) {
      setPicked([]);
      setKeyword('');
    }
  }, [open]);

  const result = useQuery({
    queryKey: ['admin', 'selector', keyword],
    queryFn: () => call(selectPeople({ query: { keyword: keyword || undefined } })),
    enabled: open,
    retry: retryTransient,
    placeholderData: keepPreviousData,
  });

  const pickedKeys = new Set(picked.map(keyOf));
  const existingKeys = new Set(existing.map(keyOf));

  const toggle = (o: AuthorizedObject, on: boolean) => {
    if (!on) return setPicked((p) => p.filter((x) => keyOf(x) !== keyOf(o)));
    if (existingKeys.has(keyOf(o)) || pickedKeys.has(keyOf(o))) {
      message.warning(t('conflict.duplicateObject'));
      return;
    }
    setPicked((p) => [...p, o]);
  };

  const confirm = () => {
    if (!picked.length) {
      message.warning(t('validation.role.objectRequired'));
      return;
    }
    onOk(picked);
  };

  const renderList = (items: AuthorizedObject[], icon: ReactNode) =>
    items.length ? (
      <List
        size="small"
        dataSource={items}
        renderItem={(o) => (
          <List.Item style={{ paddingInline: 8 }}>
            <Checkbox checked={pickedKeys.has(keyOf(o))} onChange={(e) => toggle(o, e.target.checked)}>
              <Flex gap={6} align="center">
                {icon}
                <span>{o.name}</span>
                {o.detail && <Typography.Text type="secondary">{o.detail}</Typography.Text>}
                {existingKeys.has(keyOf(o)) && <Tag>{t('admin.roles.alreadyAuthorized')}</Tag>}
              </Flex>
            </Checkbox>
          </List.Item>
        )}
      />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.table.noMatch')} />
    );

  const data = result.data;
  return (
    <Modal
      open={open}
      title={t('admin.roles.selectorTitle')}
      width={880}
      onCancel={onCancel}
      onOk={confirm}
      okText={t('admin.table.ok')}
      cancelText={t('admin.table.cancel')}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Row gutter={16}>
        <Col span={15}>
          <Input.Search
            allowClear
            placeholder={t('admin.roles.selectorSearch')}
            enterButton={t('admin.table.search')}
            onSearch={(v) => setKeyword(v.trim())}
            style={{ marginBottom: 12 }}
          />
          {result.isError && <Typography.Text type="danger">{failureMessage(result.error, t('admin.table.loadFailed'))}</Typography.Text>}
          <Spin spinning={result.isFetching}>
            <div style={{ height: 380, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 8, padding: 8 }}>
              <Typography.Title level={5} style={{ marginTop: 0 }}>{t('admin.roles.selectorOrgs')}</Typography.Title>
              {renderList(data?.orgs ?? [], <ApartmentOutlined />)}
              <Typography.Title level={5}>{t('admin.roles.selectorUsers')}</Typography.Title>
              {renderList(data?.users ?? [], <UserOutlined />)}
            </div>
          </Spin>
        </Col>
        <Col span={9}>
          <Flex justify="space-between" align="center" style={{ marginBottom: 12, height: 32 }}>
            <Typography.Text strong>{t('admin.roles.selectorPicked', { count: picked.length })}</Typography.Text>
            <Button type="link" size="small" disabled={!picked.length} onClick={() => setPicked([])}>
              {t('admin.roles.clear')}
            </Button>
          </Flex>
          <div style={{ height: 380, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 8, padding: 8 }}>
            {picked.length ? (
              <List
                size="small"
                dataSource={picked}
                renderItem={(o) => (
                  <List.Item
                    style={{ paddingInline: 8 }}
                    actions={[
                      <Button key="x" type="text" size="small" icon={<CloseOutlined />} aria-label={t('admin.roles.removeObject')} onClick={() => toggle(o, false)} />,
                    ]}
                  >
                    <Flex gap={6} align="center">
                      {o.type === 'org' ? <ApartmentOutlined /> : <UserOutlined />}
                      {o.name}
                    </Flex>
                  </List.Item>
                )}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('admin.roles.selectorNone')} />
            )}
          </div>
        </Col>
      </Row>
    </Modal>
  );
}
