import { lazy, Suspense, useEffect, useState } from 'react';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { getLoginOptions, type LoginOptions, type TokenPair } from '@portal/api-client';
import { call } from '@/shared/api/errors';
import { useSession } from '@/app/session';
import BrandMark from '@/shared/components/BrandMark';
import LanguageSwitcher from '@/shared/components/LanguageSwitcher';
import AccountLoginForm from './AccountLoginForm';
import BrandPanel from './BrandPanel';
import CodeLoginForm from './CodeLoginForm';
import { safeRedirect } from './redirect';
import styles from './login.module.css';

// Loaded on first use: it brings the password rules of the contracts with it.
const ForgotPasswordModal = lazy(() => import('./ForgotPasswordModal'));

/** Sign-in: account and password, or an e-mailed code; forgot password. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const { user, signIn } = useSession();
  const [method, setMethod] = useState<'account' | 'code'>('account');
  const [forgotOpen, setForgotOpen] = useState(false);
  const [options, setOptions] = useState<LoginOptions | null>(null);
  useEffect(() => {
    // Plain call rather than a query: the query library loads with the signed-in layout.
    call(getLoginOptions()).then(setOptions, () => undefined);
  }, []);
  const mailEnabled = options?.mailEnabled ?? true;

  if (user) return <Navigate to={redirect} replace />;

  const onSignedIn = async (tokens: TokenPair) => {
    await signIn(tokens);
    navigate(redirect, { replace: true });
  };

  return (
    <div className={styles.page}>
      <BrandPanel />
      <main className={styles.main}>
        <div className={styles.topBar}>
          <div className={styles.compactBrand}>
            <BrandMark size={28} />
            <span>{t('app.name')}</span>
          </div>
          <LanguageSwitcher />
        </div>
        <div className={styles.cardWrap}>
          <section className={styles.card} aria-labelledby="login-title">
            <h2 id="login-title" className={styles.title}>
              {t('login.title')}
            </h2>
            <p className={styles.subtitle}>{t('login.subtitle')}</p>
            <Segmented<'account' | 'code'>
              block
              size="large"
              value={method}
              onChange={setMethod}
              className={styles.methods}
              options={[
                { value: 'account', label: t('login.tab.account') },
                { value: 'code', label: t('login.tab.code') },
              ]}
            />
            {/* Both stay mounted so that switching keeps what was typed. */}
            <div hidden={method !== 'account'}>
              <AccountLoginForm onSignedIn={onSignedIn} onForgot={() => setForgotOpen(true)} />
            </div>
            <div hidden={method !== 'code'}>
              <CodeLoginForm mailEnabled={mailEnabled} onSignedIn={onSignedIn} />
            </div>
          </section>
        </div>
      </main>
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPasswordModal open={forgotOpen} mailEnabled={mailEnabled} onClose={() => setForgotOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
