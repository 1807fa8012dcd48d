import type { ThemeConfig } from 'antd';

export const BRAND_COLOR = '#1f5fff';

/** The portal's antd theme: one brand colour, calm neutrals, 8px radius. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorInfo: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    colorBgLayout: '#f5f7fb',
    colorTextBase: '#1d2129',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Hiragino Sans', 'Microsoft YaHei', 'WenQuanYi Zen Hei', sans-serif",
  },
  components: {
    Layout: { siderBg: '#ffffff', headerBg: '#ffffff', headerPadding: '0 24px', headerHeight: 56 },
    Menu: { itemBorderRadius: 8, itemMarginInline: 8, subMenuItemBg: '#ffffff' },
    Card: { headerFontSize: 16 },
  },
};
