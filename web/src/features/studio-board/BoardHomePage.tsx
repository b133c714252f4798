import {
  Body1,
  Button,
  Card,
  CardHeader,
  Link,
  Subtitle2,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  BookOpenRegular,
  HatGraduationRegular,
  LiveRegular,
  QuestionCircleRegular,
  DocumentRegular,
} from '@fluentui/react-icons';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { links } from '../../config';
import type { BoardHomePageQuery } from './__generated__/BoardHomePageQuery.graphql';
import { BoardLayout } from './BoardLayout';
import { academyHref } from './StudioMenu';
import { HOMEPAGE_FALLBACK } from './welcomeTexts';

const query = graphql`
  query BoardHomePageQuery {
    ...BoardLayout_query
    learningPlatformLink
    homepage {
      kpiTitle
      kpis {
        label
        value
        text
      }
    }
  }
`;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL, maxWidth: '1100px' },
  hero: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  kpis: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  kpi: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalXS },
  kpiValue: { fontSize: tokens.fontSizeHero800, fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1, lineHeight: 1.1 },
  resources: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: tokens.spacingHorizontalL },
  resource: { height: '100%' },
  academy: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    borderRadius: tokens.borderRadiusXLarge,
    color: tokens.colorNeutralForegroundOnBrand,
    background: `linear-gradient(120deg, ${tokens.colorBrandBackground} 0%, ${tokens.colorBrandBackgroundPressed} 100%)`,
  },
  academyText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: '640px' },
  footer: { display: 'flex', gap: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** `/board` (SB-05..11): the welcome page of 002 §1. */
export function BoardHomePage({ queryRef }: { queryRef: PreloadedQuery<BoardHomePageQuery> }) {
  const styles = useStyles();
  const data = usePreloadedQuery<BoardHomePageQuery>(query, queryRef);
  // SB-11, CMS-07: the content service's HOMEPAGE texts, else the built-in ones.
  const texts = {
    ...HOMEPAGE_FALLBACK,
    ...(data.homepage && data.homepage.kpis.length > 0 ? { kpiTitle: data.homepage.kpiTitle || HOMEPAGE_FALLBACK.kpiTitle, kpis: data.homepage.kpis } : {}),
  };
  const resources = [
    { icon: <DocumentRegular />, title: 'Online resources', text: 'Guides on prototyping, ad creatives and the SDK.', href: links.resources },
    { icon: <LiveRegular />, title: 'Livestreams', text: 'Watch publishing managers review tests live.', href: links.livestreams },
    { icon: <BookOpenRegular />, title: 'E-learnings', text: 'Short courses on market fit and game design.', href: links.eLearning },
    {
      icon: <QuestionCircleRegular />,
      title: 'Help center',
      text: 'Ask us anything: we reply within one business day.',
      href: links.helpCenter,
    },
  ];

  return (
    <BoardLayout query={data}>
      <div className={styles.page}>
        <header className={styles.hero}>
          <Title2 as="h1">{texts.title}</Title2>
          <Body1>{texts.intro}</Body1>
        </header>

        <section className={styles.section} aria-labelledby="kpi-title">
          <Subtitle2 as="h2" id="kpi-title">
            {texts.kpiTitle}
          </Subtitle2>
          <div className={styles.kpis}>
            {texts.kpis.map((kpi) => (
              <Card key={kpi.label} className={styles.kpi}>
                <Text weight="semibold">{kpi.label}</Text>
                <span className={styles.kpiValue}>{kpi.value}</span>
                <Text size={200}>{kpi.text}</Text>
              </Card>
            ))}
          </div>
        </section>

        <section className={styles.section} aria-labelledby="resources-title">
          <Subtitle2 as="h2" id="resources-title">
            Learn and get help
          </Subtitle2>
          <div className={styles.resources}>
            {resources.map((resource) => (
              <Card key={resource.title} className={styles.resource}>
                <CardHeader
                  image={resource.icon}
                  header={
                    <Link href={resource.href} target="_blank" rel="noreferrer">
                      <Text weight="semibold">{resource.title}</Text>
                    </Link>
                  }
                  description={<Text size={200}>{resource.text}</Text>}
                />
              </Card>
            ))}
          </div>
        </section>

        <section className={styles.academy} aria-label="Academy">
          <div className={styles.academyText}>
            <Subtitle2 as="h2">Greenlight Academy</Subtitle2>
            <Body1>From the first prototype to a hit: learn the craft of mobile games with our publishing team.</Body1>
          </div>
          <Button
            as="a"
            href={academyHref(data.learningPlatformLink)}
            target="_blank"
            rel="noreferrer"
            icon={<HatGraduationRegular />}
            size="large"
          >
            Visit the Academy
          </Button>
        </section>

        <footer className={styles.footer}>
          <Link href={links.terms} target="_blank" rel="noreferrer">
            Terms
          </Link>
          <Link href={links.privacy} target="_blank" rel="noreferrer">
            Privacy
          </Link>
        </footer>
      </div>
    </BoardLayout>
  );
}
