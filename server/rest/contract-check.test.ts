import { describe, expect, it } from 'vitest'
import { answerProblem, routeOf } from './contract-check.ts'

const car = {
  user_car_id: 1,
  car_brand_id: 2,
  year: 2020,
  car: { id: 3, name: 'Corolla', type: 'sedan', is_jalali: false },
  car_name: 'Toyota Corolla',
  brand_id: 2,
  model_id: 3,
  type_id: 1,
}

describe('the contract check of the backend tests', () => {
  it('finds the route of a request, path parameters and aliases included', () => {
    expect(routeOf('PATCH', '/api/v1/cars/user-car/7/')?.path).toBe('cars/user-car/:id/')
    expect(routeOf('delete', 'cars/user-car/7')?.path).toBe('cars/user-car/:id/')
    expect(routeOf('GET', 'service_center/')?.path).toBe('service_center/')
    expect(routeOf('GET', 'nowhere/')).toBeUndefined()
  })

  it('passes an answer that keeps to its contract', () => {
    const answer = { success: true, code: 200, message: '', data: [car] }
    expect(answerProblem('GET', 'cars/user-car/', 200, answer)).toBeNull()
  })

  it('names a field missing, of the wrong type, or not declared', () => {
    const { year: _year, ...noYear } = car
    expect(answerProblem('GET', 'cars/user-car/', 200, { data: [noYear] })).toContain('year')
    expect(
      answerProblem('GET', 'cars/user-car/', 200, { data: [{ ...car, year: '2020' }] }),
    ).toContain('year')
    expect(answerProblem('GET', 'cars/user-car/', 200, { data: [{ ...car, color: 'red' }] })).toBe(
      'GET cars/user-car/ answers fields its contract does not declare: answer.data[0].color',
    )
  })

  it('holds refusals to the refusal shape', () => {
    const refused = { success: false, code: 400, message: 'No.', data: null }
    expect(answerProblem('POST', 'cars/user-car/', 400, refused)).toBeNull()
    expect(answerProblem('POST', 'cars/user-car/', 400, { error: 'No.' })).toContain('message')
  })
})
