import type { EndpointDefinition, EndpointGroup } from './endpoint';
import { alertEndpoints } from './planning/alerts';
import { calendarFeedEndpoints } from './planning/calendar-feed';
import { emergencyContactEndpoints } from './planning/emergency-contacts';
import { eventEndpoints } from './planning/events';
import { guestsCarpoolEndpoints } from './planning/guests-carpools';
import { messageEndpoints } from './planning/messages';
import { conversationEndpoints } from './planning/conversations';
import { shoppingEndpoints } from './planning/shopping';
import { taskEndpoints } from './planning/tasks';
import { vacationEndpoints } from './planning/vacations';
import {
  activityEndpoints,
  homeworkEndpoints,
  schoolDocumentEndpoints,
  schoolEndpoints,
  schoolEventEndpoints,
  schoolFileEndpoints,
  schoolYearEndpoints,
  studentEndpoints,
} from './school/school';
import { choreEndpoints } from './home/chores';
import {
  authEndpoints,
  billingEndpoints,
  familyEndpoints,
  notificationEndpoints,
  platformAdminEndpoints,
  securityEndpoints,
  userEndpoints,
} from './identity/endpoints';
import { cleaningEndpoints } from './home/cleaning';
import { essentialItemEndpoints } from './home/essential-items';
import { maintenanceEndpoints } from './home/maintenance';
import { mealPlanEndpoints, recipeEndpoints } from './home/meals';
import { pantryItemEndpoints } from './home/pantry-items';
import { petEndpoints } from './home/pets';
import { pointsEndpoints } from './home/points';
import { rewardEndpoints } from './home/rewards';
import { allowanceEndpoints } from './money/allowances';
import { platformEndpoints } from './platform';
import { billEndpoints, householdSubscriptionEndpoints } from './money/bills';
import { budgetEndpoints, expenseEndpoints } from './money/expenses';
import { groceryEndpoints } from './money/grocery';
import { fileEndpoints } from './uploaded-file';
import { meTimeEndpoints } from './wellness/me-time';
import {
  affirmationEndpoints,
  medicationEndpoints,
  moodEndpoints,
  waterEndpoints,
} from './wellness/wellness';
import { journalEntryEndpoints } from './wellness/journal';
import { checkinEndpoints } from './wellness/checkins';
import { noteEndpoints } from './home/notes';

/**
 * Every feature's endpoints by group name: the gateway's OpenAPI document is made from it, and each service's
 * endpoint test checks that what it serves is exactly its share of it. A feature's new group is one line here.
 */
export const endpointGroups = {
  // the gateway's own
  platform: platformEndpoints,
  // identity
  auth: authEndpoints,
  security: securityEndpoints,
  users: userEndpoints,
  family: familyEndpoints,
  billing: billingEndpoints,
  platformAdmin: platformAdminEndpoints,
  notifications: notificationEndpoints,
  // planning
  tasks: taskEndpoints,
  shopping: shoppingEndpoints,
  messages: messageEndpoints,
  conversations: conversationEndpoints,
  events: eventEndpoints,
  guestsCarpools: guestsCarpoolEndpoints,
  vacations: vacationEndpoints,
  emergencyContacts: emergencyContactEndpoints,
  alerts: alertEndpoints,
  calendarFeed: calendarFeedEndpoints,
  // school
  schools: schoolEndpoints,
  schoolYears: schoolYearEndpoints,
  students: studentEndpoints,
  schoolDocuments: schoolDocumentEndpoints,
  homework: homeworkEndpoints,
  schoolEvents: schoolEventEndpoints,
  activities: activityEndpoints,
  schoolFiles: schoolFileEndpoints,
  // wellness
  medications: medicationEndpoints,
  water: waterEndpoints,
  moods: moodEndpoints,
  affirmations: affirmationEndpoints,
  meTime: meTimeEndpoints,
  journal: journalEntryEndpoints,
  checkins: checkinEndpoints,
  // home
  chores: choreEndpoints,
  cleaning: cleaningEndpoints,
  essentialItems: essentialItemEndpoints,
  maintenance: maintenanceEndpoints,
  mealPlans: mealPlanEndpoints,
  recipes: recipeEndpoints,
  pantryItems: pantryItemEndpoints,
  pets: petEndpoints,
  points: pointsEndpoints,
  rewards: rewardEndpoints,
  notes: noteEndpoints,
  // money
  allowances: allowanceEndpoints,
  bills: billEndpoints,
  householdSubscriptions: householdSubscriptionEndpoints,
  expenses: expenseEndpoints,
  budgets: budgetEndpoints,
  grocery: groceryEndpoints,
  // the file stores of home, money and planning (school's are in schoolFiles)
  homeFiles: fileEndpoints('home'),
  moneyFiles: fileEndpoints('money'),
  planningFiles: fileEndpoints('planning'),
} as const satisfies Record<string, EndpointGroup>;

/** An endpoint with the name its operation has in the document (`vacations.list`). */
export interface NamedEndpoint {
  id: string;
  endpoint: EndpointDefinition;
}

/** Every endpoint, named `<group>.<name>`. */
export function namedEndpoints(): NamedEndpoint[] {
  return Object.entries(endpointGroups).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as EndpointGroup).map(([name, endpoint]) => ({
      id: `${group}.${name}`,
      endpoint,
    })),
  );
}
