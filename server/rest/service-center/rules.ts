// Business-rule refusals (RuleError) turned into the spec's error answers, in the request's
// language.
import { RuleError } from '../../service-center/rule-error.ts'
import { failWith, say, type RestContext } from '../http.ts'

export async function byRules<T>(c: RestContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof RuleError) {
      return failWith(error.status, say(c, error.words), error.extra)
    }
    throw error
  }
}
