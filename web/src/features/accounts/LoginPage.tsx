import {
  Button,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle1,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  AUTOFILL_CHECK_DELAY_MS,
  LOGIN_FAILED,
  canSubmitLogin,
  validateLoginEmail,
  validateLoginPassword,
} from '@greenlight/rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import { links } from '../../config';
import { Logo } from '../app-shell/Logo';
import type { LoginPageSignInMutation } from './__generated__/LoginPageSignInMutation.graphql';
import { landingFor } from './landing';
import { safeRedirect } from './session';

const signInMutation = graphql`
  mutation LoginPageSignInMutation($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      __typename
      ... on SignInSuccess {
        viewer {
          id
          permissions
          ...AppHeader_viewer
        }
      }
      ... on ProviderError {
        code
        message
      }
    }
  }
`;

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    background: `linear-gradient(160deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground2} 60%)`,
  },
  panel: {
    width: 'min(400px, 100%)',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    boxSizing: 'border-box',
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  footer: { display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The login page (AUTH-01..11). */
export function LoginPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: false, password: false });
  const [autofilled, setAutofilled] = useState(false);
  const [failed, setFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [commit, signingIn] = useMutation<LoginPageSignInMutation>(signInMutation);

  // AUTH-06: the browser may fill both fields without telling the page their values.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const filled = formRef.current?.querySelectorAll('input:-webkit-autofill').length ?? 0;
      if (filled >= 2) setAutofilled(true);
    }, AUTOFILL_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const emailError = touched.email ? validateLoginEmail(email) : null;
  const passwordError = touched.password ? validateLoginPassword(password) : null;
  const canSubmit = canSubmitLogin({ email, password, autofilled }) && !signingIn;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Autofilled values reach React state only through the form itself.
    const form = new FormData(event.currentTarget);
    const sentEmail = String(form.get('email') ?? email).trim();
    const sentPassword = String(form.get('password') ?? password);
    setTouched({ email: true, password: true });
    if (validateLoginEmail(sentEmail) || validateLoginPassword(sentPassword)) return;
    setFailed(false);
    commit({
      variables: { email: sentEmail, password: sentPassword },
      updater: (store) => {
        const viewer = store.getRootField('signIn')?.getLinkedRecord('viewer');
        if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
      },
      onCompleted: ({ signIn }) => {
        if (signIn.__typename !== 'SignInSuccess') {
          setFailed(true);
          return;
        }
        const target = safeRedirect(searchParams.get('redirect'));
        const landing = landingFor(signIn.viewer.permissions);
        if (target) navigate(target, { replace: true });
        else if (landing.kind === 'route') navigate(landing.path, { replace: true });
        else window.location.assign(links[landing.place]);
      },
      onError: () => setFailed(true),
    });
  };

  return (
    <main className={styles.page}>
      <section className={styles.panel} aria-labelledby="login-title">
        <Logo size="large" />
        <div>
          <Subtitle1 as="h1" id="login-title">
            Sign in
          </Subtitle1>
          <Text as="p" block>
            Follow your games' tests, from the first prototype to launch.
          </Text>
        </div>
        {failed && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{LOGIN_FAILED}</MessageBarBody>
          </MessageBar>
        )}
        <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
          <Field label="Email" required validationMessage={emailError ?? undefined}>
            <Input
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(_e, data) => {
                setEmail(data.value);
                setAutofilled(false);
              }}
              onBlur={() => setTouched((t) => ({ ...t, email: true }))}
            />
          </Field>
          <Field label="Password" required validationMessage={passwordError ?? undefined}>
            <Input
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(_e, data) => {
                setPassword(data.value);
                setAutofilled(false);
              }}
              onBlur={() => setTouched((t) => ({ ...t, password: true }))}
            />
          </Field>
          <Button
            type="submit"
            appearance="primary"
            disabled={!canSubmit}
            icon={signingIn ? <Spinner size="tiny" /> : undefined}
          >
            Sign in
          </Button>
        </form>
        <div className={styles.footer}>
          <Link
            href="/resetpwd"
            onClick={(event) => {
              event.preventDefault();
              navigate('/resetpwd');
            }}
          >
            Forgot your password?
          </Link>
          <Link href={links.signUp} target="_blank" rel="noreferrer">
            Sign up
          </Link>
        </div>
      </section>
    </main>
  );
}
