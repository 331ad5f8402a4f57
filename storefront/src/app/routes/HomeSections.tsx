import { UpcomingEvents } from '../../features/events/components/UpcomingEvents';
import { LatestGalleries } from '../../features/galleries/components/LatestGalleries';
import { MembershipCallToAction } from '../../features/subscriptions/components/MembershipCallToAction';
import { LatestVideoArchives } from '../../features/videoArchives/components/LatestVideoArchives';

/** The home page's sections below the newest articles. */
export function HomeSections() {
  return (
    <>
      <UpcomingEvents />
      <LatestGalleries />
      <LatestVideoArchives />
      <MembershipCallToAction />
    </>
  );
}

export default HomeSections;
