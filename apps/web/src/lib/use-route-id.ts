import { useParams } from 'react-router';

/** The address's `:id`, a positive whole number; anything else is a record that does not exist. */
export function useRouteId(): number | null {
  const { id } = useParams();
  return id && /^\d+$/.test(id) && Number(id) > 0 ? Number(id) : null;
}
