import {
  Button,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  Spinner,
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
import { graphql } from 'react-relay';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ConcreteRequest } from 'relay-runtime';
import { links } from '../../config';
import { postOperation } from '../../relay/transport';
import type { LoginPageSignInMutation } from './__generated__/LoginPageSignInMutation.graphql';
import { LEARN_UPON, landingFor } from './landing';
import { PublicCard } from './PublicCard';

/** The provider's code for a sign-in refused while the account or address is locked. */
const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';
import { safeRedirect, sessionChanged } from './session';

// The sign-in is the page's one operation, posted as it is (transport.ts) rather than
// through Relay: the sign-in page loads neither Relay's runtime nor its store (issue 17).
// The compiler persists it like every other (its artifact carries the document's id).
const signInMutation = graphql`
  mutation LoginPageSignInMutation($email: String!, $password: String!, $redirectFor: LearningPlatform) {
    signIn(email: $email, password: $password, redirectFor: $redirectFor) {
      __typename
      ... on SignInSuccess {
        redirectUrl
        viewer {
          permissions
          studiosDeactivated
        }
      }
      ... on ProviderError {
        code
        message
      }
    }
  }
` as ConcreteRequest;

/** The sign-in's answer: its data, or null when it brought none (a server's failure, told to the app by transport.ts). */
async function signIn(variables: LoginPageSignInMutation['variables']): Promise<LoginPageSignInMutation['response'] | null> {
  const answer = await postOperation(signInMutation.params, variables);
  return 'data' in answer && answer.data ? (answer.data as LoginPageSignInMutation['response']) : null;
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  footer: { display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The login page (AUTH-01..11). */
export function LoginPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // PWD-09: the reset page lands here with this state once the new password is set.
  const passwordReset = (useLocation().state as { passwordReset?: unknown } | null)?.passwordReset === true;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: false, password: false });
  const [autofilled, setAutofilled] = useState(false);
  /** The refusal shown: "Wrong password" (AUTH-08), or the throttling's wait (Part G). */
  const [failed, setFailed] = useState<string | false>(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [signingIn, setSigningIn] = useState(false);

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
    // AUTH-10, ROUTE-08: ?redirect=learnupon asks for the learning platform's link with the session.
    const learnUpon = searchParams.get('redirect') === LEARN_UPON;
    setSigningIn(true);
    signIn({ email: sentEmail, password: sentPassword, redirectFor: learnUpon ? 'LEARNUPON' : null }).then(
      (answer) => {
        setSigningIn(false);
        const result = answer?.signIn;
        if (result?.__typename !== 'SignInSuccess') {
          setFailed(result?.__typename === 'ProviderError' && result.code === TOO_MANY_ATTEMPTS ? result.message : LOGIN_FAILED);
          return;
        }
        // AUTH-22: a page that showed an earlier session (the guard came here without a
        // page load) lands afresh: nothing that user saw or chose stays in memory.
        const afresh = sessionChanged();
        const go = (path: string) => (afresh ? window.location.assign(path) : navigate(path, { replace: true }));
        // ROUTE-02..08 in the order of CONF-21: an interface first (or the page the
        // guard sent here from), else the learning platform's signed link, else the
        // root page, which finds the external place.
        const landing = landingFor(result.viewer.permissions, result.viewer);
        if (landing.kind === 'route') {
          void go(safeRedirect(searchParams.get('redirect')) ?? landing.path);
        } else if (landing.place === 'learningPlatform' && result.redirectUrl) {
          window.location.assign(result.redirectUrl);
        } else {
          void go('/');
        }
      },
      () => {
        setSigningIn(false);
        setFailed(LOGIN_FAILED);
      },
    );
  };

  return (
    <PublicCard
      title="Sign in"
      intro="Follow your games' tests, from the first prototype to launch."
      footer={
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
      }
    >
      {passwordReset && !failed && (
        <MessageBar intent="success">
          <MessageBarBody>Your password has been changed: sign in with the new one.</MessageBarBody>
        </MessageBar>
      )}
      {failed && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failed}</MessageBarBody>
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
          icon={signingIn ? <Spinner size="tiny" aria-hidden /> : undefined}
        >
          Sign in
        </Button>
      </form>
    </PublicCard>
  );
}
