import type { ReactNode } from 'react';
import {
  ApartmentOutlined, AppstoreOutlined, HomeOutlined, ProfileOutlined, SafetyOutlined, SettingOutlined, UserOutlined,
} from '@ant-design/icons';

/** Menu icons by the `icon` name of the menu tree. */
const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  setting: <SettingOutlined />,
  apartment: <ApartmentOutlined />,
  user: <UserOutlined />,
  safety: <SafetyOutlined />,
  profile: <ProfileOutlined />,
};

export const menuIcon = (name: string | undefined): ReactNode => (name && ICONS[name]) || <AppstoreOutlined />;
