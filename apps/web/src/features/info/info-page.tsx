export function InfoPage({ page }: { page: string }) {
  return <article className="mx-auto w-full max-w-3xl px-4 py-8">{page}</article>;
}
