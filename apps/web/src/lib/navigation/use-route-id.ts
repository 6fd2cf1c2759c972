import { isId } from '@galope/contracts';
import { useParams } from 'react-router';

/**
 * The address's `:id` when it is an id as the server reads one (contracts' `isId`: 1 to 2,147,483,647);
 * anything else is a record that does not exist.
 */
export function useRouteId(): number | null {
  const { id } = useParams();
  return id !== undefined && isId(id) ? Number(id) : null;
}
