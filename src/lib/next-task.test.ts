import { describe, expect, it } from 'vitest'
import { nextTask } from './next-task.ts'

describe('nextTask', () => {
  it('resolves after the microtasks of the current task, in a task of its own', async () => {
    const order: string[] = []
    const task = nextTask().then(() => order.push('next task'))
    void Promise.resolve().then(() => order.push('microtask'))
    await task
    expect(order).toEqual(['microtask', 'next task'])
  })
})
