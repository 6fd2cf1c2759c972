import { ArrowLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZInfoCommonSchema, ZInfoPageContentSchema, type TInfoContact, type TInfoSection } from './info-content';
import { INFO_PAGES, type TInfoPageKey } from './info-pages';
import { InfoQuestions } from './info-questions';

/** Long pages get an "on this page" list; short ones read fine without it. */
const MIN_SECTIONS_FOR_CONTENTS = 4;

type InfoPageProps = { page: TInfoPageKey };

/** One information page (about, terms, FAQ…) rendered from the `info` translation namespace. */
export function InfoPage({ page }: InfoPageProps) {
  const { t, i18n } = useTranslation('info');
  const meta = INFO_PAGES[page];
  const common = ZInfoCommonSchema.safeParse(t('common', { returnObjects: true }));
  const content = ZInfoPageContentSchema.safeParse(t(page, { returnObjects: true }));

  if (!common.success || !content.success) {
    // Missing or malformed copy must not take the site down; the content test catches it before release.
    console.warn(`info: translation content for "${page}" is missing or malformed`);
    return (
      <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <p className="text-muted-foreground">{common.data?.unavailable ?? page}</p>
        <div className="mt-6">
          <BackHomeLink label={common.data?.backHome ?? 'Inicio'} />
        </div>
      </article>
    );
  }

  const { title, lead, sections, questions } = content.data;
  const labels = common.data;
  const updated = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'long',
    // The date has no time of day; formatting it in UTC keeps it from shifting a day in the Americas.
    timeZone: 'UTC',
  }).format(new Date(meta.updated));
  const sectionId = (index: number) => `${page}-section-${index + 1}`;

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${title} · Galope`}</title>

      <nav aria-label={labels.breadcrumb} className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link
              to="/"
              className="rounded-sm hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
            >
              {labels.home}
            </Link>
          </li>
          <li aria-hidden>
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="text-foreground">
            {title}
          </li>
        </ol>
      </nav>

      <header className="mt-6 border-b border-border pb-8">
        <PageIcon icon={meta.icon} />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-foreground sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg leading-8 text-pretty text-muted-foreground">{lead}</p>
        <p className="mt-4 text-sm text-muted-foreground">{t('common.lastUpdated', { date: updated })}</p>
      </header>

      {sections.length >= MIN_SECTIONS_FOR_CONTENTS && (
        <nav aria-label={labels.onThisPage} className="mt-8 rounded-xl border border-border bg-card p-4 sm:p-5">
          <h2 className="text-sm font-semibold tracking-wide text-foreground uppercase">{labels.onThisPage}</h2>
          <ol className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={index}>
                <a
                  href={`#${sectionId(index)}`}
                  className="text-muted-foreground hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}

      {sections.length > 0 && (
        <div className="mt-8 space-y-10">
          {sections.map((section, index) => (
            <InfoSection key={index} id={sectionId(index)} section={section} />
          ))}
        </div>
      )}

      {questions && questions.length > 0 && (
        <InfoQuestions heading={labels.questionsHeading} hideHeading={sections.length === 0} questions={questions} />
      )}

      <aside className="mt-12">
        <h2 className="text-lg font-semibold text-foreground">{labels.related}</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {meta.related.map((key) => (
            <li key={key}>
              <RelatedPageLink page={key} title={t(`${key}.title`)} />
            </li>
          ))}
        </ul>
      </aside>

      <footer className="mt-12 flex flex-col gap-4 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{labels.adultsOnly}</p>
        <BackHomeLink label={labels.backHome} />
      </footer>
    </article>
  );
}

function InfoSection({ id, section }: { id: string; section: TInfoSection }) {
  const { heading, paragraphs, items, steps, contacts, closing, note } = section;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="scroll-mt-24 text-xl font-semibold tracking-tight text-foreground sm:text-2xl">
        {heading}
      </h2>
      <Paragraphs texts={paragraphs} />
      <SectionList entries={items} />
      <SectionList entries={steps} numbered />
      {contacts && contacts.length > 0 && (
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          {contacts.map((contact, index) => (
            <ContactCard key={index} contact={contact} />
          ))}
        </dl>
      )}
      <Paragraphs texts={closing} />
      {note && (
        <p className="mt-4 rounded-r-lg border-l-4 border-primary bg-primary/10 px-4 py-3 text-sm leading-6 text-foreground">
          {note}
        </p>
      )}
    </section>
  );
}

function Paragraphs({ texts }: { texts: string[] | undefined }) {
  return texts?.map((text, index) => (
    <p key={index} className="mt-3 leading-7 text-pretty text-foreground/90">
      {text}
    </p>
  ));
}

/** A section's bullet points, or its steps numbered; nothing when it has none. */
function SectionList({ entries, numbered = false }: { entries: string[] | undefined; numbered?: boolean }) {
  if (!entries || entries.length === 0) return null;
  const List = numbered ? 'ol' : 'ul';
  return (
    <List
      className={
        numbered
          ? 'mt-3 list-decimal space-y-2 pl-6 leading-7 text-foreground/90 marker:font-semibold marker:text-primary'
          : 'mt-3 list-disc space-y-2 pl-6 leading-7 text-foreground/90 marker:text-primary'
      }
    >
      {entries.map((entry, index) => (
        <li key={index} className="pl-1">
          {entry}
        </li>
      ))}
    </List>
  );
}

function ContactCard({ contact }: { contact: TInfoContact }) {
  const { label, value, href } = contact;
  const linkClass =
    'font-medium break-words text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary';
  let valueNode: ReactNode = value;
  if (href?.startsWith('/')) {
    valueNode = (
      <Link to={href} className={linkClass}>
        {value}
      </Link>
    );
  } else if (href) {
    const external = href.startsWith('http');
    valueNode = (
      <a href={href} className={linkClass} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {value}
      </a>
    );
  }
  return (
    <div className="rounded-lg border border-border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 font-medium text-foreground">{valueNode}</dd>
    </div>
  );
}

function PageIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
      <Icon aria-hidden className="size-6" />
    </span>
  );
}

function RelatedPageLink({ page, title }: { page: TInfoPageKey; title: string }) {
  const Icon = INFO_PAGES[page].icon;
  return (
    <Link
      to={`/${page}`}
      className="flex h-full items-center gap-3 rounded-lg border border-border bg-card p-3 text-sm font-medium text-foreground transition-colors hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
    >
      <Icon aria-hidden className="size-5 shrink-0 text-primary" />
      <span>{title}</span>
    </Link>
  );
}

function BackHomeLink({ label }: { label: string }) {
  return (
    <Link
      to="/"
      className="inline-flex items-center justify-center gap-2 self-start rounded-lg bg-primary px-4 py-2.5 text-sm font-semibold text-primary-foreground transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {label}
    </Link>
  );
}
