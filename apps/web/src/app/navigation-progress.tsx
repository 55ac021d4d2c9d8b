import { useNavigation } from 'react-router-dom';
import './navigation-progress.css';

/** A thin bar at the top while a lazily loaded page is on its way. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" aria-hidden="true" />;
}
