import {
  alertTargetPath,
  mealTypes,
  type DigestItem,
  type DigestSection,
  type MealType,
} from '@familyhub/contracts';
import {
  byFamily,
  digestSectionOf,
  type DigestProvider,
  digestDaysOf,
  unionOfDays,
  type DigestDays,
} from '@familyhub/server-kit';
import type { HomeDigestRepository } from './digest.repository';

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The days in `days` that are a birthday of `birthdate` (29 February kept on the 28th in other years), with the age. */
export function birthdaysWithin(birthdate: string, days: DigestDays): { day: string; age: number }[] {
  const birthYear = Number(birthdate.slice(0, 4));
  const monthDay = birthdate.slice(5);
  const found: { day: string; age: number }[] = [];
  for (let year = Number(days.firstDay.slice(0, 4)); year <= Number(days.lastDay.slice(0, 4)); year++) {
    const day = `${year}-${monthDay === '02-29' && !isLeapYear(year) ? '02-28' : monthDay}`;
    if (year > birthYear && day >= days.firstDay && day <= days.lastDay)
      found.push({ day, age: year - birthYear });
  }
  return found;
}

const mealOrder = (type: MealType) => mealTypes.indexOf(type);
const mealLabel = (type: MealType) => type.charAt(0).toUpperCase() + type.slice(1);

/**
 * Home's part of the family digest (issue #30): `chores`, each open turn whose period touches the window, for its
 * member, due at the period's end (a one-off any time); `meals`, the meal plans on the window's days ("Dinner:
 * Lasagne"); `birthdays`, the pets whose birthday falls in it ("Rex turns 4"). Three queries for the whole batch.
 */
export function homeDigest(repository: HomeDigestRepository): DigestProvider {
  return async (windows) => {
    const answer = new Map<number, DigestSection[]>();
    if (windows.length === 0) return answer;
    const familyIds = windows.map((w) => w.familyId);
    const daysByFamily = new Map(windows.map((w) => [w.familyId, digestDaysOf(w)]));
    const union = unionOfDays([...daysByFamily.values()]);
    const [turns, meals, petRows] = await Promise.all([
      repository.openChoreTurns(familyIds, union),
      repository.mealsOn(familyIds, union),
      repository.petsWithBirthdates(familyIds),
    ]);
    const turnsByFamily = byFamily(turns);
    const mealsByFamily = byFamily(meals);
    const petsByFamily = byFamily(petRows);

    for (const w of windows) {
      const days = daysByFamily.get(w.familyId)!;
      const chores: DigestItem[] = (turnsByFamily.get(w.familyId) ?? [])
        .filter((turn) => turn.startDate <= days.lastDay && (turn.endDate ?? days.firstDay) >= days.firstDay)
        .map((turn) => ({
          text: turn.title,
          when: turn.endDate,
          userIds: turn.assignedToId === null ? null : [turn.assignedToId],
          link: alertTargetPath('chore-assignment'),
        }));
      const mealItems: DigestItem[] = (mealsByFamily.get(w.familyId) ?? [])
        .filter((meal) => meal.date >= days.firstDay && meal.date <= days.lastDay)
        .sort((a, b) => a.date.localeCompare(b.date) || mealOrder(a.mealType) - mealOrder(b.mealType))
        .map((meal) => ({
          text: `${mealLabel(meal.mealType)}: ${meal.title}`,
          when: meal.date,
          userIds: null,
          link: alertTargetPath('meal-plan'),
        }));
      const birthdays: DigestItem[] = (petsByFamily.get(w.familyId) ?? []).flatMap((pet) =>
        birthdaysWithin(pet.birthdate!, days).map(({ day, age }) => ({
          text: `${pet.name} turns ${age}`,
          when: day,
          userIds: null,
          link: alertTargetPath('pet-care-item'),
        })),
      );
      answer.set(
        w.familyId,
        [
          digestSectionOf('chores', chores),
          digestSectionOf('meals', mealItems),
          digestSectionOf('birthdays', birthdays),
        ].filter((section): section is DigestSection => section !== null),
      );
    }
    return answer;
  };
}
