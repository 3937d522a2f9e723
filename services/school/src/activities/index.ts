export { extracurricularActivities, type ActivityRow } from './activities.table';
export { createActivitiesRepository } from './activities.repository';
export { createActivitiesService, toActivity, type ActivitiesService } from './activities.service';
export { activitiesRouter } from './activities.router';
