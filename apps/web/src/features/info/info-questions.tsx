import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type { TInfoQuestion } from './info-content';

type InfoQuestionsProps = {
  heading: string;
  /** On a page made only of questions the page title already says it; the heading stays for screen readers. */
  hideHeading?: boolean;
  questions: TInfoQuestion[];
};

/** Question-and-answer accordion: Radix gives it arrow-key, Home/End and Enter/Space handling. */
export function InfoQuestions({ heading, hideHeading = false, questions }: InfoQuestionsProps) {
  return (
    <section aria-labelledby="info-questions" className={hideHeading ? 'mt-8' : 'mt-10'}>
      <h2
        id="info-questions"
        className={hideHeading ? 'sr-only' : 'mb-4 text-xl font-semibold tracking-tight text-foreground sm:text-2xl'}
      >
        {heading}
      </h2>
      <Accordion.Root type="multiple" className="divide-y divide-border rounded-xl border border-border bg-card">
        {questions.map(({ question, answer }, index) => (
          <Accordion.Item key={index} value={`question-${index}`}>
            <Accordion.Header asChild>
              <h3>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-4 text-left text-base font-medium text-foreground transition-colors hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary sm:px-5">
                  <span>{question}</span>
                  <ChevronDown
                    aria-hidden
                    className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h3>
            </Accordion.Header>
            <Accordion.Content className="px-4 pb-4 leading-7 text-muted-foreground sm:px-5">
              {answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
